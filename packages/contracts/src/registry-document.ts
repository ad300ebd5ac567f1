// The registry document: the file the API serves `/remotes.json` from and the release commands
// (`pnpm remote:publish|promote|canary|rollback`) change. One validator, used by both before anything goes live.
// Zod-free like registry.ts, whose field rules it shares; never imported by the browser.
import { isEntryUrl, isNeeds, isPrefix, isRemoteName, isVersionLabel } from './registry';

/** One published (or bundled) version of a remote. */
export interface RegistryVersion {
  /** URL of its mf-manifest.json. */
  entry: string;
  /** What it must get from the shell: { '@afterwork/shell-sdk': '^1.1.0' } (recorded by remote:publish). */
  needs?: Record<string, string>;
  publishedAt?: string;
  commit?: string;
}

/** A candidate version served to a share of sessions (sticky per browser). */
export interface RegistryCanary {
  version: string;
  /** Whole percent of sessions, 1 to 99. */
  percent: number;
  since?: string;
}

export const REGISTRY_ACTIONS = ['publish', 'promote', 'canary', 'rollback', 'cancel-canary'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

export interface RegistryEvent {
  at: string;
  action: RegistryAction;
  version: string;
  /** The version that was current before (promote, rollback). */
  from?: string;
  percent?: number;
  note?: string;
}

export interface RegistryRemote {
  name: string;
  prefixes: string[];
  requiredRole?: 'admin';
  /** The version every session gets (except a canary's share). */
  current: string;
  /** Versions that were current before, most recent first: `remote:rollback` goes to the first. */
  previous: string[];
  canary?: RegistryCanary;
  /** Every version the registry knows, by label. */
  versions: Record<string, RegistryVersion>;
  /** What happened, oldest first (kept to the last HISTORY_LIMIT events). */
  history: RegistryEvent[];
}

export interface RegistryDocument {
  remotes: RegistryRemote[];
}

export const HISTORY_LIMIT = 200;

export type ParsedDocument = { ok: true; document: RegistryDocument } | { ok: false; problems: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));

/**
 * Validates a whole registry document and returns it normalised (only known fields, `previous` and `history`
 * always present), or every problem found, each naming the remote and the field. A document with any problem
 * must never go live: the commands refuse to write it and the API keeps serving the last good one.
 */
export function parseRegistryDocument(data: unknown): ParsedDocument {
  const problems: string[] = [];
  if (!isObject(data) || !Array.isArray(data.remotes)) return { ok: false, problems: ['the registry has no "remotes" list'] };
  const remotes: RegistryRemote[] = [];
  const names = new Set<string>();
  const owner = new Map<string, string>();
  data.remotes.forEach((raw: unknown, i: number) => {
    const at = isObject(raw) && typeof raw.name === 'string' ? raw.name : `remote #${i + 1}`;
    const bad = (what: string) => problems.push(`${at}: ${what}`);
    if (!isObject(raw)) return bad('is not an object');
    if (!isRemoteName(raw.name)) bad('"name" must be lower case letters, digits and _ (e.g. mf_groups)');
    else if (names.has(raw.name)) bad('is listed twice');
    else names.add(raw.name);

    const prefixes = Array.isArray(raw.prefixes) ? raw.prefixes : [];
    if (!prefixes.length || !prefixes.every(isPrefix)) bad('"prefixes" must be a non-empty list of paths such as "/groups"');
    for (const p of prefixes.filter(isPrefix)) {
      if (owner.has(p)) bad(`prefix ${p} is already served by ${owner.get(p)}`);
      else owner.set(p, at);
    }
    if (raw.requiredRole !== undefined && raw.requiredRole !== 'admin') bad('"requiredRole" can only be "admin"');

    const versions: Record<string, RegistryVersion> = {};
    if (!isObject(raw.versions) || !Object.keys(raw.versions).length) bad('"versions" must name at least one version');
    else
      for (const [label, v] of Object.entries(raw.versions)) {
        if (!isVersionLabel(label)) bad(`version "${label}" is not a valid version label`);
        else if (!isObject(v) || !isEntryUrl(v.entry)) bad(`version ${label} needs an "entry": a path on this site or an http(s) URL of its mf-manifest.json`);
        else if (v.needs !== undefined && !isNeeds(v.needs)) bad(`version ${label}: "needs" must map package names to semver ranges`);
        else if ((v.publishedAt !== undefined && !isIsoDate(v.publishedAt)) || (v.commit !== undefined && typeof v.commit !== 'string'))
          bad(`version ${label}: "publishedAt" must be a date and "commit" a string`);
        else
          versions[label] = {
            entry: v.entry,
            ...(v.needs ? { needs: { ...(v.needs as Record<string, string>) } } : {}),
            ...(v.publishedAt ? { publishedAt: v.publishedAt as string } : {}),
            ...(v.commit ? { commit: v.commit as string } : {}),
          };
      }
    const known = (label: unknown): label is string => typeof label === 'string' && label in versions;

    if (!known(raw.current)) bad(`"current" (${JSON.stringify(raw.current)}) is not one of its versions`);
    const previous = raw.previous === undefined ? [] : raw.previous;
    if (!Array.isArray(previous) || !previous.every(known)) bad('"previous" must list known versions');

    let canary: RegistryCanary | undefined;
    if (raw.canary !== undefined) {
      const c = raw.canary;
      if (!isObject(c) || !known(c.version)) bad('"canary.version" is not one of its versions');
      else if (c.version === raw.current) bad(`the canary ${c.version} is already the current version`);
      else if (!Number.isInteger(c.percent) || (c.percent as number) < 1 || (c.percent as number) > 99) bad('"canary.percent" must be a whole number from 1 to 99');
      else if (c.since !== undefined && !isIsoDate(c.since)) bad('"canary.since" must be a date');
      else canary = { version: c.version, percent: c.percent as number, ...(c.since ? { since: c.since as string } : {}) };
    }

    const history = raw.history === undefined ? [] : raw.history;
    const events: RegistryEvent[] = [];
    if (!Array.isArray(history)) bad('"history" must be a list');
    else
      for (const e of history) {
        if (!isObject(e) || !isIsoDate(e.at) || !REGISTRY_ACTIONS.includes(e.action as RegistryAction) || !isVersionLabel(e.version)) {
          bad(`history entry ${JSON.stringify(e)?.slice(0, 120)} needs "at" (a date), "action" (${REGISTRY_ACTIONS.join(', ')}) and "version"`);
          break;
        }
        events.push({
          at: e.at as string,
          action: e.action as RegistryAction,
          version: e.version,
          ...(isVersionLabel(e.from) ? { from: e.from } : {}),
          ...(Number.isInteger(e.percent) ? { percent: e.percent as number } : {}),
          ...(typeof e.note === 'string' ? { note: e.note.slice(0, 500) } : {}),
        });
      }

    if (isRemoteName(raw.name) && known(raw.current))
      remotes.push({
        name: raw.name,
        prefixes: prefixes.filter(isPrefix),
        ...(raw.requiredRole === 'admin' ? { requiredRole: 'admin' as const } : {}),
        current: raw.current,
        previous: Array.isArray(previous) ? previous.filter(known) : [],
        ...(canary ? { canary } : {}),
        versions,
        history: events.slice(-HISTORY_LIMIT),
      });
  });
  return problems.length ? { ok: false, problems } : { ok: true, document: { remotes } };
}

/** A registry file's text, parsed and validated: what the API and the release commands each read. */
export type ParsedRegistryText = ParsedDocument | { ok: false; notJson: string };

/** JSON.parse, then `parseRegistryDocument`; `notJson` carries the JSON error's message. */
export function parseRegistryText(text: string): ParsedRegistryText {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, notJson: (err as Error).message };
  }
  return parseRegistryDocument(data);
}

/**
 * The registry as the API serves it: the live document, joined by the baseline's remotes it does not list yet (by
 * name, and only where none of their prefixes is already claimed), or the baseline alone while there is no live one.
 */
export function mergeRegistries(live: RegistryDocument | null, baseline: RegistryDocument | null): RegistryDocument {
  if (!live) return baseline ?? { remotes: [] };
  const known = new Set(live.remotes.map((r) => r.name));
  const claimed = new Set(live.remotes.flatMap((r) => r.prefixes));
  const added = (baseline?.remotes ?? []).filter((r) => !known.has(r.name) && !r.prefixes.some((p) => claimed.has(p)));
  return { remotes: [...live.remotes, ...added] };
}

/** GET /api/admin/remotes: one remote's release state and how its versions fared in browsers. */
export interface RemoteReleaseStatus {
  name: string;
  prefixes: string[];
  current: string;
  previous: string[];
  canary?: RegistryCanary;
  versions: Array<{ version: string; entry: string; publishedAt?: string; commit?: string }>;
  /** The last events, newest first. */
  history: RegistryEvent[];
  failures: Array<{ version: string; stage: string; count: number; lastMessage: string; firstAt: string; lastAt: string }>;
}
export interface RemoteReleasesResponse {
  /** Where the API read the registry from (the live file, or the shipped baseline while there is none). */
  source: string;
  revision: string;
  remotes: RemoteReleaseStatus[];
}
