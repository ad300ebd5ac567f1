// Display pieces the member pages use but the frame and the public pages' first paint do not (see antd-base.ts for
// why antd comes in groups): loaded with the first page that shows one.
export { Avatar, Card, Result, Tag } from 'antd';
