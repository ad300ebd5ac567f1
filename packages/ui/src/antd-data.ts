// Data display (see antd-base.ts for why antd comes in groups).
export { Carousel, Collapse, Descriptions, Empty, List, Pagination, Progress, Rate, Statistic, Table, Tabs } from 'antd';
export type { TableProps, TabsProps, CollapseProps } from 'antd';
