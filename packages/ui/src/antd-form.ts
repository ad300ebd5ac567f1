// Forms (see antd-base.ts for why antd comes in groups).
export { Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
export type { FormInstance, FormProps, FormRule, SelectProps } from 'antd';
