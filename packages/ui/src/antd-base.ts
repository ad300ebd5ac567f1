// antd, in shared groups (see docs/architecture.md "Bytes"). Shared modules are not tree-shaken,
// so each group lists only what the site uses, and a page loads a group only when it needs it.
// Every app imports antd through these groups, never 'antd' directly, so the whole site runs on the
// shell's single copy of antd's internals: one ConfigProvider, one theme, one style cache.
//
// Base: what the frame and the first visit need. Keep it small: it is on every first visit.
export { Alert, Avatar, Button, Card, ConfigProvider, Result, Spin, Tag } from 'antd';
export type { ButtonProps } from 'antd';
export { default as enUS } from 'antd/locale/en_US';
