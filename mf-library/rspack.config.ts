import { createAppConfig } from '@afterwork/build-config';

// mf-library: the library, resource pages, library management and the self-assessments.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'mf_library',
  port: 3101,
  exposes: { './routes': './src/routes.tsx' },
});
