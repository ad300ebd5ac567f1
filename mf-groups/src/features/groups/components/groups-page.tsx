import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from '@afterwork/ui/router';
import { AppstoreOutlined, PlusOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { DialogOpening, EmptyState, ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { errorText, isApiError, useSession } from '@afterwork/shell-sdk';
import type { Group } from '@afterwork/contracts/groups';
import { groupListQuery, myGroupsQuery } from '../api/groups-queries';
import { useDebouncedValue } from '@afterwork/ui/use-debounced-value';
import { GROUP_TYPE_OPTIONS } from '../lib/group-types';
import { GroupCard } from './group-card';
import { JoinGroupDialog } from './join-group-dialog';
import { Tabs } from '@afterwork/ui/tabs';

/** Cards shown at first, and added by each 'Show more groups' (issue 31: ~45 groups made a 30,000 px page). */
export const GROUPS_PAGE_SIZE = 12;

// The create dialog checks with the contract's zod rules: a chunk of its own, fetched once the page has shown.
const loadCreateDialog = () => import('./create-group-dialog');
const CreateGroupDialog = lazy(loadCreateDialog);

/** /groups — 'Community Groups' (spec part 2 §2.6). Search, type chip and view live in the URL. */
export function GroupsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Local state is the truth (instant, no lost keystrokes); the URL mirrors it so a reload or a shared link keeps the
  // filters. Each change writes both at once, in its event: the URL follows the state and never the reverse.
  const [filters, setFilters] = useState(() => ({
    search: params.get('search') ?? '',
    type: params.get('type'),
    view: (params.get('view') === 'list' ? 'list' : 'grid') as 'grid' | 'list',
  }));
  const { search, type, view } = filters;
  const change = (patch: Partial<typeof filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const url = new URLSearchParams();
    if (next.search) url.set('search', next.search);
    if (next.type) url.set('type', next.type);
    if (next.view === 'list') url.set('view', 'list');
    if (url.toString() !== params.toString()) setParams(url, { replace: true });
  };
  // The server searches (every word across name, type, description and location): it is asked once typing pauses,
  // and the cards shown stay until the new answer comes.
  const searched = useDebouncedValue(search.trim(), 300);
  // Nearest her town first when her profile names one the server knows (issue 31); otherwise newest first.
  const home = session.user?.location?.trim() || null;
  const [homeUnknown, setHomeUnknown] = useState(false);
  const near = home && !homeUnknown ? home : null;
  const list = useQuery({ ...groupListQuery({ search: searched, type, near }), placeholderData: keepPreviousData, retry: (n, err) => !isApiError(err, 400) && n < 2 });
  useEffect(() => {
    if (near && list.isError && isApiError(list.error, 400)) setHomeUnknown(true);
  }, [near, list.isError, list.error]);
  const [shownCount, setShownCount] = useState(GROUPS_PAGE_SIZE);
  useEffect(() => setShownCount(GROUPS_PAGE_SIZE), [searched, type]);
  const mine = useQuery(myGroupsQuery(session.user?.id));
  const [joining, setJoining] = useState<Group | null>(null);
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, and kept: a draft survives closing the dialog.
  const [createMounted, setCreateMounted] = useState(false);
  if (creating && !createMounted) setCreateMounted(true);
  const signedIn = !!session.user;
  useEffect(() => {
    if (signedIn) void loadCreateDialog();
  }, [signedIn]);

  const all = list.data ?? [];
  const shown = all.slice(0, shownCount);
  const memberOf = useMemo(() => new Set((mine.data ?? []).map((g) => g.id)), [mine.data]);

  const onCreate = () => {
    if (session.user) setCreating(true);
    else navigate('/auth', { state: { from: location.pathname + location.search } });
  };

  const cards = (layout: 'grid' | 'list') => {
    if (list.isPending) return <PageSpinner label="Loading groups..." />;
    if (list.isError)
      return <ErrorState title="We could not load the groups" message={errorText(list.error)} action={<RetryButton onRetry={() => list.refetch()} />} />;
    if (!all.length) return <EmptyState title="No groups found" message="Try a different search or choose 'All Groups'." />;
    return (
      <div className={layout === 'grid' ? 'aw-group-grid' : 'aw-group-list'}>
        {shown.map((g) => (
          <GroupCard key={g.id} group={g} layout={layout} signedIn={!!session.user} isMember={memberOf.has(g.id)} onJoin={setJoining} />
        ))}
      </div>
    );
  };
  const more = () => {
    if (shown.length >= all.length) return null;
    return (
      <div className="aw-more">
        <Button size="large" onClick={() => setShownCount((n) => n + GROUPS_PAGE_SIZE)}>
          Show more groups
        </Button>
      </div>
    );
  };

  return (
    <section className="aw-page aw-groups">
      <div className="aw-groups-head">
        <div>
          <h1>Community Groups</h1>
          <p className="aw-lead">Find people who share your interests, near you or online. Join a group, then say whether you are coming to its activities.</p>
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          Create Group
        </Button>
      </div>

      <div className="aw-groups-search">
        <label htmlFor="aw-group-search" className="aw-label">
          Search groups
        </label>
        <Input
          id="aw-group-search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name, description or location"
          value={search}
          onChange={(e) => change({ search: e.target.value })}
        />
      </div>

      <div className="aw-chips" role="group" aria-label="Filter by group type">
        <button type="button" className="aw-chip" aria-pressed={!type} onClick={() => change({ type: null })}>
          All Groups
        </button>
        {GROUP_TYPE_OPTIONS.map((o) => (
          <button key={o.value} type="button" className="aw-chip" aria-pressed={type === o.value} onClick={() => change({ type: type === o.value ? null : o.value })}>
            {o.label}
          </button>
        ))}
      </div>

      {list.isSuccess && (
        <p className="aw-result-count" aria-live="polite">
          {all.length === 1 ? '1 group' : shown.length < all.length ? `${shown.length} of ${all.length} groups` : `${all.length} groups`}
          {near && all.some((g) => g.distanceKm !== undefined) ? `, nearest ${near} first` : ''}
        </p>
      )}

      <Tabs
        label="How to show the groups"
        activeKey={view}
        onChange={(k) => change({ view: k === 'list' ? 'list' : 'grid' })}
        items={[
          { key: 'grid', label: <span><AppstoreOutlined aria-hidden /> Grid View</span>, children: <>{cards('grid')}{more()}</> },
          { key: 'list', label: <span><UnorderedListOutlined aria-hidden /> List View</span>, children: <>{cards('list')}{more()}</> },
        ]}
      />

      {joining && <JoinGroupDialog group={joining} open onClose={() => setJoining(null)} />}
      {session.user && createMounted && (
        <Suspense fallback={creating ? <DialogOpening label="Opening the form..." /> : null}>
          <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </section>
  );
}
