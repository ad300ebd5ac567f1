/** packages/eslint-config: the workspace's lint rules, proved on fixtures (plain node, no transform). */
module.exports = {
  displayName: 'eslint-config',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.cjs'],
  transform: {},
  // Each fixture is linted with the whole workspace configuration (type-aware resolvers included): slow on a busy machine.
  testTimeout: 300000,
};
