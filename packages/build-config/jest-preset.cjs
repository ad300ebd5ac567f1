// Shared jest setup for the frontends (shell, mf-*, packages): swc for TS/TSX, jsdom, Testing Library.
// In an app: module.exports = require('@afterwork/build-config/jest-preset.cjs')(__dirname, 'mf-groups');
const path = require('node:path');

// @ant-design/icons' CommonJS build requires '@ant-design/colors/es/generate' (an ES module) by mistake: jest gets
// the CommonJS copy of that file instead, so components with icons render in tests without mocking the icons.
const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [path.join(__dirname, '../ui')] }));
const colorsLib = path.join(path.dirname(require.resolve('@ant-design/colors/package.json', { paths: [iconsDir] })), 'lib');

module.exports = (rootDir, displayName) => ({
  displayName,
  rootDir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.((t|j)sx?|mjs)$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(antd|@ant-design|@rc-component|rc-[^/]+|@babel/runtime|d3-[^/]+|internmap)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node'],
  moduleNameMapper: {
    '\\.(css|png|jpe?g|svg|webp)(\\?inline)?$': path.join(__dirname, 'jest-file-stub.cjs'),
    '^@ant-design/colors/es/(.*)$': `${colorsLib}/$1`,
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
});
