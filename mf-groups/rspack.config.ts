import { createAppConfig } from '@afterwork/build-config';

// mf-groups: community groups, memberships, group activities and RSVPs (with a waitlist and calendar files).
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_groups',
  port: 3103,
  exposes: { './routes': './src/routes.tsx' },
});
