import { createAppConfig } from '@afterwork/build-config';

// mf-communities: the communities explorer (map + cards) and community detail.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_communities',
  port: 3102,
  exposes: { './routes': './src/routes.tsx' },
});
