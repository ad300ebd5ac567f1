import { Link, useParams } from '@afterwork/ui/router';
import { BackLink } from '@afterwork/ui/back-link';
import { Button } from '@afterwork/ui/antd-base';
import { Card } from '@afterwork/ui/antd-display';
import { formatDateAt } from '@afterwork/ui/dates';
import type { PortalPlace } from '@afterwork/contracts/portals';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import { useJoinPlace, usePortalLocal } from '../api/portals-queries';
import { isPortalCategory } from '../lib/categories';
import { portalHeader } from '../lib/portal-content';
import { slugify } from '../lib/slug';
import { usePortalCategory } from '../hooks/use-portal-category';
import { PortalArt } from './portal-art';
import { PortalNotFound } from './portal-not-found';
import { PortalForum } from './portal-forum';
import './portals.css';

const placeLink = (p: PortalPlace) => (p.kind === 'community' ? `/communities/${p.id}` : `/groups/${p.id}`);

/** 'Local Communities': the real communities and groups matching this portal's topic; 'Join Community' joins. */
function LocalPlaces({ title }: { title: string }) {
  const { session, guard } = useSignInFirst();
  const local = usePortalLocal(title, session.user?.id);
  const join = useJoinPlace();
  if (local.isPending) return <PageSpinner label="Finding local communities..." />;
  if (local.isError) return <p>Local communities could not be loaded just now. <RetryButton onRetry={() => void local.refetch()} /></p>;
  if (local.data.places.length === 0) {
    return (
      <div className="pp-empty">
        <p>No communities or groups for {title} are on Afterwork yet. Explore what meets near you, or start a group of your own.</p>
        <LinkButton to="/communities" size="large">Explore communities</LinkButton>
      </div>
    );
  }
  return (
    <ul className="pp-cards2">
      {local.data.places.map((g) => (
        <li key={`${g.kind}-${g.id}`}>
          <Card className="pp-item">
            <h3><Link to={placeLink(g)} className="pp-title-link">{g.name}</Link></h3>
            <p><EnvironmentOutlined aria-hidden /> {g.location ?? 'Online and nearby'}</p>
            <p><TeamOutlined aria-hidden /> {g.members} {g.members === 1 ? 'member' : 'members'}</p>
            <p><ClockCircleOutlined aria-hidden /> Next event: {g.nextEvent ? formatDateAt(g.nextEvent) : 'none planned yet'}</p>
            {g.joined ? (
              <LinkButton to={placeLink(g)} size="large" block aria-label={`You are a member: open ${g.name}`}>
                You are a member
              </LinkButton>
            ) : (
              <Button
                type="primary"
                size="large"
                block
                loading={join.isPending && join.variables?.id === g.id && join.variables.kind === g.kind}
                onClick={() => guard(`Sign in to join ${g.name}.`, () => join.mutate(g))}
                aria-label={`Join Community: ${g.name}`}
              >
                Join Community
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The overview figures: real counts over every match (never random, the same on every load). */
function Overview({ title }: { title: string }) {
  const { session } = useSignInFirst();
  const local = usePortalLocal(title, session.user?.id);
  const s = local.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '…' : v.toLocaleString('en-US'));
  return (
    <dl className="pp-stats" aria-busy={local.isPending}>
      <div><dt>Active Members</dt><dd>{n(s?.activeMembers)}</dd></div>
      <div><dt>Local Groups</dt><dd>{n(s?.localGroups)}</dd></div>
      <div><dt>Weekly Events</dt><dd>{n(s?.weeklyEvents)}</dd></div>
      <div><dt>Expert Instructors</dt><dd>{n(s?.experts)}</dd></div>
    </dl>
  );
}

/** 'Featured Articles': library items on the topic (never invented authors or read times). */
function FeaturedArticles({ title }: { title: string }) {
  const { session } = useSignInFirst();
  const local = usePortalLocal(title, session.user?.id);
  if (local.isPending) return <p role="status">Loading articles...</p>;
  const list = local.data?.articles ?? [];
  if (list.length === 0) {
    return (
      <>
        <p>No library articles on {title} yet.</p>
        <LinkButton to="/resources" size="large">Explore the Library</LinkButton>
      </>
    );
  }
  return (
    <ul className="pp-list">
      {list.map((a) => (
        <li key={a.id}>
          <h3><Link to={`/resources/${a.id}`} className="pp-title-link">{a.title}</Link></h3>
          <p>{a.summary}</p>
        </li>
      ))}
    </ul>
  );
}

export default function PortalDetailPage() {
  const { category, portal } = useParams();
  const known = isPortalCategory(category) ? category : null;
  const list = usePortalCategory(known);
  if (!known || !portal) return <PortalNotFound />;
  if (list.isPending) return <PageSpinner page label="Loading portal..." />;
  if (list.isError) return <ErrorState title="We could not load this portal" message="Please check your connection and try again." action={<RetryButton onRetry={() => void list.refetch()} />} />;
  const entry = list.data.find((e) => slugify(e.name) === portal);
  if (!entry) return <PortalNotFound />;

  const c = portalHeader(known, portal);
  return (
    <div className="pp-page">
      <section className="pp-hero" aria-labelledby="pp-hero-title">
        <PortalArt category={known} slug={portal} label={`Illustration for ${c.title}`} height={260} />
        <div className="pp-hero-text">
          <BackLink to={c.backLink}>Back to Portal</BackLink>
          <h1 id="pp-hero-title">{c.title}</h1>
          <p>{c.description}</p>
        </div>
      </section>

      <div className="aw-page pp-layout">
        <div className="pp-main">
          <section aria-labelledby="pp-communities">
            <h2 id="pp-communities">Local Communities</h2>
            <LocalPlaces title={c.title} />
          </section>

          <section aria-labelledby="pp-masterminds">
            <h2 id="pp-masterminds">Expert Mastermind Groups</h2>
            <p>No expert mastermind groups for {c.title} are running yet. Our mentors offer one-to-one guidance in the meantime.</p>
            <LinkButton to="/mentorship" size="large">Find a Mentor</LinkButton>
          </section>

          <section aria-labelledby="pp-videos">
            <h2 id="pp-videos">Expert Training Videos</h2>
            <p>No training videos for {c.title} yet. The library has articles, videos and podcasts on staying active, learning and wellbeing.</p>
            <LinkButton to="/resources" size="large">Explore the Library</LinkButton>
          </section>
        </div>

        <aside className="pp-side" aria-label={`${c.title} overview`}>
          <section className="pp-box" aria-labelledby="pp-overview">
            <h2 id="pp-overview">Portal Overview</h2>
<Overview title={c.title} />
          </section>
          <section className="pp-box" aria-labelledby="pp-articles">
            <h2 id="pp-articles">Featured Articles</h2>
            <FeaturedArticles title={c.title} />
          </section>
          <section className="pp-box" aria-labelledby="pp-forum">
            <h2 id="pp-forum">Community Forum</h2>
            <PortalForum title={c.title} />
          </section>
        </aside>
      </div>
    </div>
  );
}
