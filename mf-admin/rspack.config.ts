import { createAppConfig } from '@afterwork/build-config';

// mf-admin: roles, members and communities management. Admins only: the registry marks it admin-only,
// so the shell never fetches a byte of it for visitors and members.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_admin',
  port: 3105,
  exposes: { './routes': './src/routes.tsx' },
});
