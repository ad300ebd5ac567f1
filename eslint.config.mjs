// `pnpm lint`: the workspace's rules live in packages/eslint-config (with the lint toolchain and its TypeScript 5.9).
export { default } from '@afterwork/eslint-config';
