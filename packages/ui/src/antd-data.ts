// Data display (see antd-base.ts for why antd comes in groups).
export { Descriptions, Progress, Table, Tabs } from 'antd';
export type { TableProps, TabsProps, CollapseProps } from 'antd';
