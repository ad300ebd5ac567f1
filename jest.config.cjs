// `pnpm test:unit`: every jest project of the workspace in one run.
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/shell', '<rootDir>/mf-library', '<rootDir>/mf-communities', '<rootDir>/mf-groups', '<rootDir>/mf-mentors-portals', '<rootDir>/mf-admin'],
};
