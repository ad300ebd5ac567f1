// Overlays (see antd-base.ts for why antd comes in groups): loaded when a page or
// a menu first needs one, never on the first paint of the home page.
export { Dropdown, Modal } from 'antd';
export type { MenuProps, ModalProps } from 'antd';
