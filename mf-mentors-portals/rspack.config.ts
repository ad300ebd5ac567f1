import { createAppConfig } from '@afterwork/build-config';

// mf-mentors-portals: the mentors list and profiles (/mentorship, /mentors/:id) and the themed portals (/portals/...).
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_mentors_portals',
  port: 3104,
  exposes: { './routes': './src/routes.tsx' },
});
