// The heavier form controls (see antd-base.ts for why antd comes in groups): Select brings its virtual list and
// overflow (~25 KB gzip), InputNumber its decimal arithmetic. Loaded by the forms that have one, never by the
// sign-in, register or business pages.
export { InputNumber, Select, Switch } from 'antd';
export type { SelectProps } from 'antd';
