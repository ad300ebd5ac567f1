/** packages/build-config: the Rspack + Module Federation preset, tested as the ES modules it is (node, no transform). */
module.exports = {
  displayName: 'build-config',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  transform: {},
};
