import { createAppConfig } from '@afterwork/build-config';

// The host: owns header, footer, session and routing; loads remotes from /remotes.json at run time.
export default createAppConfig({ appDir: import.meta.dirname, name: 'shell', port: 3000, isHost: true });
