import { mergeRegistries, parseRegistryText, type RegistryRemote } from './registry-document';

const remote = (name: string, prefixes: string[], version = 'bundled'): RegistryRemote => ({
  name,
  prefixes,
  current: version,
  previous: [],
  versions: { [version]: { entry: `/remotes/${name}/${version}/mf-manifest.json` } },
  history: [],
});

describe('the one registry merge (the API serves it, the release commands read it)', () => {
  const baseline = { remotes: [remote('mf_library', ['/resources']), remote('mf_groups', ['/groups']), remote('mf_admin', ['/admin'])] };

  it('is the baseline alone while there is no live registry', () => {
    expect(mergeRegistries(null, baseline)).toBe(baseline);
    expect(mergeRegistries(null, null)).toEqual({ remotes: [] });
  });

  it('keeps the live remotes first and adds the baseline ones it does not list, unless their prefix is taken', () => {
    const live = { remotes: [remote('mf_library', ['/resources'], '1.2.0'), remote('mf_other', ['/groups'], '0.1.0')] };
    const merged = mergeRegistries(live, baseline);
    expect(merged.remotes.map((r) => `${r.name}@${r.current}`)).toEqual(['mf_library@1.2.0', 'mf_other@0.1.0', 'mf_admin@bundled']);
    expect(mergeRegistries(live, null)).toEqual(live);
  });
});

describe('parseRegistryText', () => {
  it('answers the document, the JSON error, or the registry problems', () => {
    const good = parseRegistryText(JSON.stringify({ remotes: [remote('mf_library', ['/resources'])] }));
    expect(good.ok && good.document.remotes[0].name).toBe('mf_library');
    const broken = parseRegistryText('{"remotes": [');
    expect(!broken.ok && 'notJson' in broken && broken.notJson.length > 0).toBe(true);
    const invalid = parseRegistryText('{"remotes": "no"}');
    expect(!invalid.ok && 'problems' in invalid && invalid.problems).toEqual(['the registry has no "remotes" list']);
  });
});
