// antd, in shared groups (see docs/architecture.md "Bytes"). Shared modules are not tree-shaken,
// so each group lists only what the site uses, and a page loads a group only when it needs it.
// Every app imports antd through these groups, never 'antd' directly, so the whole site runs on the
// shell's single copy of antd's internals: one ConfigProvider, one theme, one style cache.
//
// Base: what the frame and the first visit to a public page render, and nothing else: it is on every first visit,
// inside the shell's main.js. (Card alone brings Tabs, Menu and Trigger: ~30 KB; it lives in antd-display.)
export { Alert, Button, ConfigProvider, Spin } from 'antd';
export type { ButtonProps } from 'antd';
export { default as enUS } from 'antd/locale/en_US';
