import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { Avatar, Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner } from '@afterwork/ui/states';
import { errorText, useSession } from '@afterwork/shell-sdk';
import type { Community, CommunityActivity, CommunityLead } from '@afterwork/contracts/communities';
import { communityActivitiesQuery, communityDetailQuery, communityLeadsQuery } from '../api/communities-queries';
import { formatActivityDate, formatTimeRange, isUpcoming } from '../hooks/activity-dates';
import { displayType, membersText } from '../hooks/explorer-filters';
import { CoverArt } from './cover-art';
import { TypeChip } from './type-chip';
import '../../../communities.css';

const SuggestActivityDialog = lazy(() => import('./suggest-activity-dialog'));

const parseCommunityId = (raw: string | undefined): number | null => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/** /communities/:id: cover, type, name, location, members, about, leads and upcoming activities (spec §2.3). */
export function CommunityDetailPage({ basePath }: { basePath: string }) {
  const id = parseCommunityId(useParams().id);
  useEffect(() => {
    window.scrollTo(0, 0); // braces: Chromium's scrollTo returns a Promise, which React would take for a cleanup
  }, [id]);
  const community = useQuery({ ...communityDetailQuery(id ?? 0), enabled: id != null });
  const leads = useQuery({ ...communityLeadsQuery(id ?? 0), enabled: id != null });
  const activities = useQuery({ ...communityActivitiesQuery(id ?? 0), enabled: id != null });

  useEffect(() => {
    if (community.data) document.title = `${community.data.name} · Afterwork`;
  }, [community.data]);

  if (id != null && community.isPending) return <PageSpinner label="Loading community..." />;
  if (id == null || community.isError || !community.data) {
    return (
      <div className="cm-page">
        <ErrorState
          title="Community not found or error loading details"
          message="The community may have been removed, or the link may be wrong."
          action={
            <LinkButton to={basePath} type="primary" size="large">
              Return to Communities
            </LinkButton>
          }
        />
      </div>
    );
  }
  const c = community.data;
  return (
    <div className="cm-page">
      <LinkButton to={basePath} size="large" icon={<ArrowLeftOutlined aria-hidden />}>
        Back to Communities
      </LinkButton>
      <Cover community={c} />
      <header className="cm-detail-head">
        <div>
          <TypeChip type={c.type} />
        </div>
        <h1>{c.name}</h1>
        <p className="cm-meta">
          <EnvironmentOutlined aria-hidden />
          {c.location}
        </p>
        <p className="cm-meta">
          <TeamOutlined aria-hidden />
          {membersText(c.memberCount)}
        </p>
      </header>
      <div className="cm-detail-grid">
        <div>
          <section className="cm-panel" aria-labelledby="cm-about">
            <h2 id="cm-about">About this community</h2>
            <p>{c.description}</p>
          </section>
          <ActivitiesPanel communityId={c.id} query={activities} />
        </div>
        <LeadsPanel query={leads} />
      </div>
    </div>
  );
}

function Cover({ community }: { community: Community }) {
  const [broken, setBroken] = useState(false);
  const src = community.coverPhoto || community.imageUrl;
  const t = displayType(community.type);
  return (
    <div className={`cm-cover cm-cover-${t}`}>
      {src && !broken ? <img src={src} alt={`Cover photo of ${community.name}`} onError={() => setBroken(true)} /> : <CoverArt type={t} />}
    </div>
  );
}

type QueryState<T> = { isPending: boolean; isError: boolean; data?: T; error: unknown; refetch: () => unknown };

function PanelError({ what, query }: { what: string; query: QueryState<unknown> }) {
  return (
    <div role="alert">
      <p>
        We could not load the {what}. {errorText(query.error)}
      </p>
      <Button onClick={() => query.refetch()}>Try again</Button>
    </div>
  );
}

function LeadsPanel({ query }: { query: QueryState<CommunityLead[]> }) {
  return (
    <section className="cm-panel" aria-labelledby="cm-leads">
      <h2 id="cm-leads">Community Leads</h2>
      {query.isPending ? (
        <p role="status">Loading community leads...</p>
      ) : query.isError ? (
        <PanelError what="community leads" query={query} />
      ) : !query.data?.length ? (
        <p>No community leads found.</p>
      ) : (
        <ul className="cm-leads">
          {query.data.map((lead) => (
            <li key={lead.id} className="cm-lead-item">
              <Avatar size={56} src={lead.user.avatar || undefined} alt={lead.user.avatar ? `Photo of ${lead.user.name}` : undefined} style={{ background: '#0b5d4b', flex: 'none', fontSize: 22 }}>
                {initials(lead.user.name)}
              </Avatar>
              <div>
                <div>
                  <span className="cm-lead-name">{lead.user.name}</span>
                  <span className="cm-role">{lead.role}</span>
                </div>
                <div>{lead.user.profession || 'Community Member'}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

function ActivitiesPanel({ communityId, query }: { communityId: number; query: QueryState<CommunityActivity[]> }) {
  const session = useSession();
  const [suggesting, setSuggesting] = useState(false);
  const upcoming = (query.data ?? []).filter((a) => isUpcoming(a.startDate));
  return (
    <section className="cm-panel" aria-labelledby="cm-activities">
      <h2 id="cm-activities">Upcoming Activities</h2>
      {query.isPending ? (
        <p role="status">Loading activities...</p>
      ) : query.isError ? (
        <PanelError what="activities" query={query} />
      ) : upcoming.length === 0 ? (
        <div className="cm-empty-panel">
          <h3>No upcoming activities</h3>
          {session.user && (
            <>
              <p>Have an idea? Suggest an activity and the community leads will see it.</p>
              <Button type="primary" size="large" onClick={() => setSuggesting(true)}>
                Suggest an activity
              </Button>
              {suggesting && (
                <Suspense fallback={<p role="status">Opening...</p>}>
                  <SuggestActivityDialog communityId={communityId} onClose={() => setSuggesting(false)} />
                </Suspense>
              )}
            </>
          )}
        </div>
      ) : (
        <ul className="cm-activities">
          {upcoming.map((a) => (
            <ActivityItem key={a.id} activity={a} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityItem({ activity: a }: { activity: CommunityActivity }) {
  const [open, setOpen] = useState(false);
  const moreId = `cm-activity-more-${a.id}`;
  const virtualWithLink = a.isVirtual && !!a.meetingLink;
  return (
    <li className="cm-activity">
      <h3>{a.title}</h3>
      <p className="cm-meta">
        <CalendarOutlined aria-hidden />
        {formatActivityDate(a.startDate)}
      </p>
      <p className="cm-meta">
        <ClockCircleOutlined aria-hidden />
        {formatTimeRange(a.startDate, a.endDate)}
      </p>
      {a.description && <p>{a.description}</p>}
      {a.location && (
        <p className="cm-meta">
          <EnvironmentOutlined aria-hidden />
          {a.location}
        </p>
      )}
      {virtualWithLink && (
        <p className="cm-virtual">
          <VideoCameraOutlined aria-hidden />
          Virtual event with online meeting
        </p>
      )}
      <Button size="large" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen((o) => !o)} style={{ marginTop: 8 }}>
        {open ? 'Hide details' : 'View details'}
      </Button>
      {open && (
        <div id={moreId} className="cm-activity-more">
          <p>
            <strong>When:</strong> {formatActivityDate(a.startDate)}, {formatTimeRange(a.startDate, a.endDate)}
          </p>
          <p>
            <strong>Where:</strong> {a.isVirtual ? 'Online' : (a.location ?? 'To be confirmed')}
          </p>
          {a.maxAttendees != null && (
            <p>
              <strong>Places:</strong> up to {a.maxAttendees} people
            </p>
          )}
          {virtualWithLink && (
            <p>
              <a href={a.meetingLink!} target="_blank" rel="noopener noreferrer">
                Join the online meeting (opens in a new tab)
              </a>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
