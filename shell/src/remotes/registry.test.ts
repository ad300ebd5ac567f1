import { parseRemoteRegistry } from '@afterwork/contracts/registry';
import { remoteRegistrySchema } from '@afterwork/contracts/registry-schema';

describe('the run-time remote registry', () => {
  const good = { name: 'mf_library', entry: '/remotes/mf-library/mf-manifest.json', prefixes: ['/resources'] };

  it('keeps well-formed remotes, as the zod schema would', () => {
    const data = { remotes: [good, { ...good, name: 'mf_admin', prefixes: ['/admin'], requiredRole: 'admin' }] };
    expect(parseRemoteRegistry(data)).toEqual(remoteRegistrySchema.parse(data));
  });

  it('drops malformed entries instead of breaking the whole site', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const data = { remotes: [good, { name: 'Bad Name', entry: '', prefixes: [] }, { ...good, prefixes: ['no-slash'] }] };
    expect(parseRemoteRegistry(data).remotes).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses a registry with no list', () => {
    expect(() => parseRemoteRegistry({})).toThrow('no "remotes" list');
    expect(() => parseRemoteRegistry(null)).toThrow();
  });
});
