import { mountStandalone } from '@afterwork/ui/standalone';
import LibraryRoutes from './routes';

mountStandalone(LibraryRoutes, { name: 'mf-library', basePath: window.location.pathname.startsWith('/assessments') ? '/assessments' : '/resources' });
