/**
 * API tests: jest + @swc/jest against a throwaway PostgreSQL database per run (see test/global-setup.ts): on the
 * server at TEST_DATABASE_URL, or with TEST_DB_ENGINE=embedded on the embedded PostgreSQL that `npm start` uses.
 */
module.exports = {
  displayName: process.env.TEST_DB_ENGINE === 'embedded' ? 'api (embedded)' : 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  // sanitize-html's htmlparser2 12 (and its dom* / entities deps), supercluster 8 (with kdbush) and email-reply-parser 2 and otplib's @scure/base ship ESM only:
  // compile them to CommonJS for jest.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|supercluster|kdbush|email-reply-parser|re2js|@scure\\+base|@noble\\+hashes)@)(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|supercluster|kdbush|email-reply-parser|re2js|@scure\\/base|@noble\\/hashes)\\/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 20000,
};
