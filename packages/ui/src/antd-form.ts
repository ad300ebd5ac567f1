// Forms (see antd-base.ts for why antd comes in groups).
export { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Segmented, Select, Switch, TimePicker } from 'antd';
export type { FormInstance, FormProps, SelectProps } from 'antd';
