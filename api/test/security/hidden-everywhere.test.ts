import { routeAccess, type RouteAccess } from '@afterwork/contracts/access';
import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, unique, type Agent, type TestApp } from '../support';
import { DAY, HOUR, member } from '../groups/helpers';

/**
 * Issue 32, finding 3: after a moderator hid a group or an activity its page answered 404, but the AI guide still
 * suggested it, /api/portals/local listed it, and joining, RSVPs, the attendee list and leaving still worked. Now one
 * rule, "visible to this viewer" (api/src/policies/visibility.ts), answers every route. This test walks every route of
 * the access table (packages/contracts/src/access.ts) as a member who belonged to everything hidden, as a site admin
 * and as a visitor:
 * - a route that names a hidden group, activity (hidden itself, or by its group or community), series, community,
 *   resource, or a member who blocked the caller answers exactly as for one that does not exist, and changes nothing;
 * - every other answer (lists, search, the guide, portals, the calendar feed, the member's own lists) never mentions
 *   anything hidden.
 * Only the moderators' own views (the report queue and the audit log) still name what they hid.
 */
const MARK = 'Quokka';
/** The name of the member who blocked the insider: never in the insider's answers. */
const BLOCKER = 'Brigadoon';
const NOBODY = 987_654_321;

/** What the moderators' tools show on purpose (what was hidden, and why). */
const MODERATION_VIEWS = new Set([`GET ${apiPaths.adminReports}`, `GET ${apiPaths.adminAudit}`]);

describe('hidden content is unreachable by every route', () => {
  let t: TestApp;
  let insider: Awaited<ReturnType<typeof member>>;
  let blocker: Awaited<ReturnType<typeof member>>;
  let admin: Agent;
  const ids = {} as {
    group: number; groupActivity: number; series: number; seriesDate: number;
    visibleGroup: number; activity: number;
    community: number; communityActivity: number;
    resource: number;
  };

  beforeAll(async () => {
    t = createTestApp({ limits: { reports: { max: 100_000, windowMs: 3_600_000 } } });
    insider = await member(t, 'Ida Insider', { interests: [MARK.toLowerCase()] });
    blocker = await member(t, `Bella ${BLOCKER}`);
    admin = t.agent();
    await signInAdmin(admin, t.db);
    const start = new Date(Date.now() + 3 * DAY);
    const end = new Date(start.getTime() + 2 * HOUR);
    const activity = (title: string, host: Record<string, number>) => ({
      ...host, title: `${MARK} ${title}`, description: `${MARK} things to do together.`, location: 'Quokkaton hall', start_date: start, end_date: end,
    });
    const insertId = async (table: string, row: Record<string, unknown>) => ((await t.db(table).insert(row).returning('id')) as Array<{ id: number }>)[0]!.id;

    // A hidden group (the insider is its admin), with an activity and a weekly series in it.
    ids.group = await insertId('groups', { name: `${MARK} walkers`, description: `${MARK} walks every week.`, type: 'active', location: 'Quokkaton', member_count: 2, created_by: insider.user.id });
    ids.groupActivity = await insertId('activities', activity('walk', { group_id: ids.group }));
    ids.series = await insertId('activity_series', {
      group_id: ids.group, frequency: 'weekly', rule: 'FREQ=WEEKLY', time_zone: 'Europe/London', first_local: '2026-12-01T10:00',
      duration_minutes: 60, materialised_until: new Date(Date.now() + 400 * DAY), created_by: insider.user.id,
    });
    ids.seriesDate = await insertId('activities', { ...activity('weekly walk', { group_id: ids.group }), series_id: ids.series, occurrence_start: start });
    // A visible group with a hidden activity in it.
    ids.visibleGroup = await insertId('groups', { name: unique('Open walkers '), description: 'Open walks every week.', type: 'active', location: 'Bath', member_count: 2, created_by: insider.user.id });
    ids.activity = await insertId('activities', activity('picnic', { group_id: ids.visibleGroup }));
    // A hidden community (the insider leads it), with an activity.
    ids.community = await insertId('communities', { name: `${MARK} circle`, location: 'Quokkaton, UK', type: 'learn', description: `${MARK} circle of friends`, latitude: 51.5, longitude: -0.1, member_count: 1 });
    ids.communityActivity = await insertId('activities', activity('circle call', { community_id: ids.community }));
    // A hidden resource.
    ids.resource = await insertId('resources', { title: `${MARK} guide`, description: `All about ${MARK}s.`, category: 'social', icon_name: 'book', content: `${MARK}s are friendly.` });

    await t.db('group_members').insert([
      { group_id: ids.group, user_id: insider.user.id, role: 'admin' },
      { group_id: ids.group, user_id: blocker.user.id, role: 'member' },
      { group_id: ids.visibleGroup, user_id: insider.user.id, role: 'admin' },
      { group_id: ids.visibleGroup, user_id: blocker.user.id, role: 'member' },
    ]);
    await t.db('community_members').insert({ community_id: ids.community, user_id: insider.user.id });
    await t.db('community_leads').insert({ community_id: ids.community, user_id: insider.user.id, role: 'leader' });
    await t.db('activity_attendees').insert(
      [ids.groupActivity, ids.seriesDate, ids.activity, ids.communityActivity].map((id) => ({ activity_id: id, user_id: insider.user.id, status: 'going' })),
    );
    await t.db('activity_series_followers').insert({ series_id: ids.series, user_id: insider.user.id });
    // The moderators hide them; the other member blocks the insider.
    const now = new Date();
    for (const [table, id] of [['groups', ids.group], ['activities', ids.activity], ['communities', ids.community], ['resources', ids.resource]] as const) {
      await t.db(table).where({ id }).update({ hidden_at: now } as never);
    }
    await t.db('member_blocks').insert({ blocker_id: blocker.user.id, blocked_id: insider.user.id });
    // Notices the insider had about them before they were hidden (the bell).
    await t.db('notifications').insert([
      { user_id: insider.user.id, kind: 'group-activity', dedupe_key: 'hidden-1', title: `New in ${MARK} walkers`, body: `${MARK} walk`, link: `/activities/${ids.groupActivity}` },
      { user_id: insider.user.id, kind: 'activity-change', dedupe_key: 'hidden-2', title: `${MARK} picnic has moved`, body: 'Now at noon', link: `/activities/${ids.activity}` },
      { user_id: insider.user.id, kind: 'activity-change', dedupe_key: 'hidden-3', title: `${MARK} circle call was cancelled`, body: 'Sorry', link: `/communities/${ids.community}` },
    ]);
  });
  afterAll(() => t.close());

  /** What the hidden things are, as rows: nothing may change them. */
  const state = async () => ({
    groupMembers: await t.db('group_members').whereIn('group_id', [ids.group]).orderBy('id').select('user_id', 'role'),
    communityMembers: await t.db('community_members').where({ community_id: ids.community }).select('user_id'),
    leads: await t.db('community_leads').where({ community_id: ids.community }).select('user_id'),
    answers: await t.db('activity_attendees').whereIn('activity_id', [ids.groupActivity, ids.seriesDate, ids.activity, ids.communityActivity]).orderBy('id').select('activity_id', 'user_id', 'status'),
    activities: await t.db('activities').where({ group_id: ids.group }).orWhere({ community_id: ids.community }).orWhere({ id: ids.activity }).orderBy('id').select('id', 'title', 'start_date'),
    followers: await t.db('activity_series_followers').where({ series_id: ids.series }).select('user_id'),
    suggestions: await t.db('community_activity_suggestions').where({ community_id: ids.community }).select('id'),
    texts: [
      await t.db('groups').where({ id: ids.group }).first('name', 'hidden_at'),
      await t.db('communities').where({ id: ids.community }).first('name', 'hidden_at'),
      await t.db('resources').where({ id: ids.resource }).first('title', 'hidden_at'),
    ],
    reports: await t.db('reports').select('id'),
    blocks: await t.db('member_blocks').orderBy('blocker_id').select('blocker_id', 'blocked_id'),
  });

  const key = (row: RouteAccess) => `${row.method} ${row.path}`;

  /** The hidden things a path can name, by the collection it starts with. */
  function hiddenIdsFor(row: RouteAccess, callerIsInsider: boolean): number[] {
    const p = row.path;
    if (p.startsWith('/api/groups/:id')) return [ids.group];
    if (p.startsWith('/api/activities/:id')) return [ids.activity, ids.groupActivity, ids.communityActivity, ids.seriesDate];
    if (p.startsWith('/api/activity-series/:id')) return [ids.series];
    if (p.startsWith('/api/communities/:id')) return [ids.community];
    if (p.startsWith('/api/resources/:id')) return [ids.resource];
    // A member who blocked the caller is hidden from the caller only.
    if (callerIsInsider && (p === apiPaths.publicUser.pattern || p === apiPaths.block.pattern || key(row) === `POST ${apiPaths.blocks}`)) return [blocker.user.id];
    return [];
  }

  const startIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  /** A body that would succeed on a visible target, so refusing it is the rule and not the validation. */
  function bodyFor(row: RouteAccess, id: number): Record<string, unknown> | undefined {
    const activity = { title: 'Quiet walk', description: 'A quiet walk for everyone.', location: 'The park', startDate: startIn(5), endDate: new Date(Date.now() + 5 * DAY + HOUR).toISOString() };
    const bodies: Record<string, Record<string, unknown>> = {
      [`POST ${apiPaths.groupMembers.pattern}`]: {},
      [`POST ${apiPaths.groupActivities.pattern}`]: activity,
      [`POST ${apiPaths.communityActivities.pattern}`]: activity,
      [`POST ${apiPaths.communitySuggestions.pattern}`]: { title: 'A new walk', details: 'By the river.' },
      [`POST ${apiPaths.activityAttendees.pattern}`]: { status: 'going' },
      [`PATCH ${apiPaths.activityAttendee.pattern}`]: { status: 'maybe' },
      [`PATCH ${apiPaths.activity.pattern}`]: { title: 'Renamed walk', scope: 'one' },
      [`PATCH ${apiPaths.community.pattern}`]: { name: 'Renamed circle' },
      [`PATCH ${apiPaths.resource.pattern}`]: { title: 'Renamed guide' },
      [`POST ${apiPaths.blocks}`]: { userId: id },
      [`POST ${apiPaths.guideAsk}`]: { message: `Where can I meet ${MARK.toLowerCase()} people?` },
    };
    return bodies[key(row)] ?? (row.method === 'GET' ? undefined : { status: 'maybe' });
  }

  const concrete = (row: RouteAccess, id: number) =>
    row.path
      .replace(':userId', String(insider.user.id))
      .replace(':sessionId', String(NOBODY))
      .replace(':file', 'no-such-token.ics')
      .replace(':token', 'no-such-token')
      .replace(':id', String(id));

  async function call(agent: Agent | null, method: RouteAccess['method'], url: string, body?: Record<string, unknown>) {
    const target = agent ?? t.request();
    const req = method === 'GET' ? target.get(url) : method === 'POST' ? target.post(url) : method === 'PATCH' ? target.patch(url) : method === 'PUT' ? target.put(url) : target.delete(url);
    const res = await (body ? req.send(body) : req);
    return { status: res.status, body: res.body as unknown, text: res.text ?? '' };
  }

  /** Routes that end the caller's session or account, or start work for the whole site: not walked. */
  const skipped = (row: RouteAccess) =>
    row.path === apiPaths.logout || row.path.includes('sign-out') || row.path === apiPaths.accountDeletion || row.path === apiPaths.changePassword
    || (row.method !== 'GET' && !row.path.includes(':') && !([apiPaths.guideAsk, apiPaths.blocks, apiPaths.reports] as string[]).includes(row.path));

  it('every route: a hidden thing reads as one that does not exist, and nothing else mentions it', async () => {
    const before = await state();
    const problems: string[] = [];
    const callers: Array<[string, Agent | null, boolean]> = [['member', insider.agent, true], ['admin', admin, false], ['visitor', null, false]];
    for (const row of routeAccess) {
      if (skipped(row)) continue;
      for (const [who, agent, isInsider] of callers) {
        const hidden = hiddenIdsFor(row, isInsider);
        if (hidden.length) {
          const missing = await call(agent, row.method, concrete(row, NOBODY), bodyFor(row, NOBODY));
          for (const id of hidden) {
            const seen = await call(agent, row.method, concrete(row, id), bodyFor(row, id));
            if (seen.status !== missing.status || JSON.stringify(seen.body) !== JSON.stringify(missing.body)) {
              problems.push(`${who} ${row.method} ${concrete(row, id)}: ${seen.status} ${seen.text.slice(0, 160)} (nonexistent: ${missing.status} ${missing.text.slice(0, 80)})`);
            }
          }
        }
        if ((!hidden.length || row.method === 'GET') && !MODERATION_VIEWS.has(key(row))) {
          // Parents and lists: the visible group of the hidden activity, the member's own lists, search and suggestions.
          const id = row.path.startsWith('/api/groups/:id') ? ids.visibleGroup : row.path.startsWith('/api/users/:id') ? insider.user.id : NOBODY;
          const search = row.method === 'GET' && !row.path.includes(':') ? `?search=${MARK}&topic=${MARK}` : '';
          const seen = await call(agent, row.method, concrete(row, id) + search, bodyFor(row, id));
          if (seen.text.includes(MARK) || (isInsider && seen.text.includes(BLOCKER))) {
            problems.push(`${who} ${row.method} ${concrete(row, id)}${search}: mentions hidden content: ${seen.text.slice(0, 200)}`);
          }
        }
      }
    }
    // Reports about each hidden thing read as reports about nothing.
    for (const [targetType, targetId] of [['group', ids.group], ['activity', ids.activity], ['activity', ids.groupActivity], ['community', ids.community], ['resource', ids.resource], ['member', blocker.user.id]] as const) {
      const send = (id: number) => call(insider.agent, 'POST', apiPaths.reports, { targetType, targetId: id, reason: 'other', note: null });
      const [seen, missing] = [await send(targetId), await send(NOBODY)];
      if (seen.status !== missing.status || JSON.stringify(seen.body) !== JSON.stringify(missing.body)) problems.push(`report ${targetType} ${targetId}: ${seen.status}`);
    }
    // The private calendar feed.
    const feed = await insider.agent.get(apiPaths.userCalendarFeed(insider.user.id));
    const ics = await t.request().get(feed.body.path as string);
    expect(ics.status).toBe(200);
    if (ics.text.includes(MARK)) problems.push('the calendar feed lists hidden activities');

    // The bell neither lists nor counts the notices about them.
    expect((await insider.agent.get(apiPaths.notifications)).body).toEqual({ items: [], unread: 0 });
    expect(problems).toEqual([]);
    expect(await state()).toEqual(before);
    // About a thousand requests: 8 s on an idle machine, more when the suite runs beside it.
  }, 180_000);
});
