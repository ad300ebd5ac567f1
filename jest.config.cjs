// `pnpm test:unit`: every jest project of the workspace in one run.
module.exports = {
  // Global only: jest ignores a project's own testTimeout when run through `projects` (the API's 20 s was silently
  // 5 s here, and a loaded machine timed out its database set-up hooks).
  testTimeout: 20000,
  projects: ['<rootDir>/packages/contracts', '<rootDir>/packages/build-config', '<rootDir>/packages/shell-sdk', '<rootDir>/packages/ui', '<rootDir>/packages/release', '<rootDir>/packages/eslint-config', '<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-library', '<rootDir>/mf-communities', '<rootDir>/mf-groups', '<rootDir>/mf-mentors-portals', '<rootDir>/mf-admin'],
};
