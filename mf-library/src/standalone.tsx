// Running on its own, the remote mounts in the dev harness under each of its prefixes, as the shell would.
import { mountStandalone } from '@afterwork/ui/standalone';
import Routes from './routes';

mountStandalone(Routes, { name: 'mf-library', prefixes: ['/resources', '/assessments'] });
