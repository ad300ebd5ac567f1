import path from 'node:path';
import { siteFolders } from './site-folders';

describe('the site folders the API and the release commands share', () => {
  const root = '/srv/afterwork';

  it('defaults under the repository root, the live registry inside the remotes folder', () => {
    expect(siteFolders({}, root, '/anywhere')).toEqual({
      remotesDir: '/srv/afterwork/.data/remotes',
      remotesRegistry: '/srv/afterwork/.data/remotes/registry.json',
      remotesBaseline: '/srv/afterwork/deploy/remotes.json',
      siteDir: '/srv/afterwork/dist/site',
    });
  });

  it('takes each variable, reading a relative one from the caller’s folder; empty counts as unset', () => {
    const folders = siteFolders({ REMOTES_DIR: 'published', SITE_DIR: '', REMOTES_BASELINE: '/etc/remotes.json' }, root, '/home/ops');
    expect(folders.remotesDir).toBe('/home/ops/published');
    expect(folders.remotesRegistry).toBe(path.join('/home/ops/published', 'registry.json'));
    expect(folders.remotesBaseline).toBe('/etc/remotes.json');
    expect(folders.siteDir).toBe('/srv/afterwork/dist/site');
    expect(siteFolders({ REMOTES_REGISTRY: 'live.json' }, root, '/home/ops').remotesRegistry).toBe('/home/ops/live.json');
  });
});
