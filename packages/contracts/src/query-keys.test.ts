import { apiPaths } from './paths';
import { createQueryKeys, queryKeys } from './query-keys';

describe('createQueryKeys: one factory per API resource', () => {
  const keys = createQueryKeys('/api/groups');

  it('puts the API path first (the default query function GETs it) and lists under the collection', () => {
    expect(keys.all).toEqual(['/api/groups']);
    expect(keys.list()).toEqual(['/api/groups', 'list', {}]);
    expect(keys.list({ type: 'learn' })).toEqual(['/api/groups', 'list', { type: 'learn' }]);
    expect(keys.detail(7)).toEqual(['/api/groups/7']);
    expect(keys.detail('7')).toEqual(keys.detail(7));
  });

  it('owns every key of the resource and nothing else', () => {
    expect(keys.owns(keys.all)).toBe(true);
    expect(keys.owns(keys.list({ search: 'x' }))).toBe(true);
    expect(keys.owns(keys.detail(3))).toBe(true);
    expect(keys.owns(['/api/groups/3/members', { userId: 1 }])).toBe(true);
    expect(keys.owns(['/api/groups-archive'])).toBe(false);
    expect(keys.owns(['/api/communities'])).toBe(false);
    expect(keys.owns(['mf-mentors-portals', 'portal-category', 'fitness'])).toBe(false);
  });
});

describe('queryKeys: the keys the shell and the remotes share', () => {
  it('gives the same key for the same question, whoever asks', () => {
    // The dashboard (shell) and the library (remote) both read the unfiltered library.
    expect(queryKeys.resources.list()).toEqual(queryKeys.resources.list({ category: null, featured: false, search: '  ' }));
    expect(queryKeys.resources.list({ category: 'video' })).not.toEqual(queryKeys.resources.list());
    // A mentor's profile depends on the viewer; a visitor has a key of their own.
    expect(queryKeys.mentors.profile(4, 12)).toEqual(['/api/mentors/4', 12]);
    expect(queryKeys.mentors.profile(4, null)).toEqual(['/api/mentors/4', 'visitor']);
    expect(queryKeys.mentors.profile(4, undefined)).toEqual(queryKeys.mentors.profile(4, null));
  });

  it('keeps answers that depend on the viewer apart', () => {
    expect(queryKeys.activities.detail(5, 1)).not.toEqual(queryKeys.activities.detail(5, 2));
    expect(queryKeys.activities.attendees(5, undefined)).toEqual([apiPaths.activityAttendees(5), { userId: null }]);
    expect(queryKeys.groups.members(2, 9)).toEqual([apiPaths.groupMembers(2), { userId: 9 }]);
  });

  it('puts a community\'s leads and activities under the community, so refreshing it refreshes them', () => {
    const community = queryKeys.communities.detail(3);
    expect(queryKeys.communities.leads(3).slice(0, community.length)).toEqual(community);
    expect(queryKeys.communities.activities(3).slice(0, community.length)).toEqual(community);
    expect(queryKeys.communities.adminList()).not.toEqual(queryKeys.communities.list());
  });

  it('starts every API key with a path the API serves', () => {
    const paths = [
      queryKeys.session, queryKeys.users.profile(1), queryKeys.users.activities(1), queryKeys.users.groups(1), queryKeys.users.connections,
      queryKeys.groups.activities(1, 1), queryKeys.activities.detail(1, 1), queryKeys.communities.mapConfig, queryKeys.guide.recommendations,
      queryKeys.admin.audit.latest(20), queryKeys.admin.roles.all, queryKeys.admin.usersWithRoles.all, queryKeys.assessmentResults.overview,
    ].map((k) => k[0]);
    for (const p of paths) expect(p).toMatch(/^\/api\//);
    expect(queryKeys.users.owns(queryKeys.users.groups(4))).toBe(true);
    expect(queryKeys.users.owns(queryKeys.admin.usersWithRoles.all)).toBe(false);
  });
});
