// Forms (see antd-base.ts for why antd comes in groups): the form and the light controls the sign-in, register,
// reset-password and business pages need. The heavier controls are in antd-form-extra.
export { Checkbox, Form, Input, Radio } from 'antd';
export type { FormInstance, FormProps, FormRule } from 'antd';
