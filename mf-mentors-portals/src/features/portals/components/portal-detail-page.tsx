import { useParams } from 'react-router-dom';
import { Button, Card } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { ArrowLeftOutlined, ClockCircleOutlined, EnvironmentOutlined, EyeOutlined, MessageOutlined, PlayCircleOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { comingSoon } from '../../../common/coming-soon';
import { CATEGORY_INFO, isPortalCategory } from '../lib/categories';
import { buildPortalContent } from '../lib/portal-content';
import { slugify } from '../lib/slug';
import { usePortalCategory } from '../hooks/use-portal-category';
import { PortalArt } from './portal-art';
import { PortalNotFound } from './portal-not-found';
import './portals.css';

export default function PortalDetailPage() {
  const { category, portal } = useParams();
  const known = isPortalCategory(category) ? category : null;
  const list = usePortalCategory(known);
  if (!known || !portal) return <PortalNotFound />;
  if (list.isPending) return <PageSpinner label="Loading portal..." />;
  if (list.isError) return <ErrorState title="We could not load this portal" message="Please check your connection and try again." action={<RetryButton onRetry={() => void list.refetch()} />} />;
  const entry = list.data.find((e) => slugify(e.name) === portal);
  if (!entry) return <PortalNotFound />;

  const c = buildPortalContent(known, portal, entry.location);
  const info = CATEGORY_INFO[known];
  return (
    <div className="pp-page">
      <section className="pp-hero" aria-labelledby="pp-hero-title">
        <PortalArt category={known} slug={portal} label={`Illustration for ${c.title}`} height={260} />
        <div className="pp-hero-text">
          <LinkButton to={c.backLink} icon={<ArrowLeftOutlined aria-hidden />} size="large">
            Back to Portal
          </LinkButton>
          <h1 id="pp-hero-title">{c.title}</h1>
          <p>{c.description}</p>
        </div>
      </section>

      <div className="aw-page pp-layout">
        <div className="pp-main">
          <section aria-labelledby="pp-communities">
            <h2 id="pp-communities">Local Communities</h2>
            <ul className="pp-cards2">
              {c.communities.map((g) => (
                <li key={g.name}>
                  <Card className="pp-item">
                    <h3>{g.name}</h3>
                    <p><EnvironmentOutlined aria-hidden /> {g.location}</p>
                    <p><TeamOutlined aria-hidden /> {g.members} members</p>
                    <p><ClockCircleOutlined aria-hidden /> Next event: {g.nextEvent}</p>
                    <Button type="primary" size="large" block onClick={() => comingSoon('Joining local communities')} aria-label={`Join Community: ${g.name}`}>
                      Join Community
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="pp-masterminds">
            <h2 id="pp-masterminds">Expert Mastermind Groups</h2>
            <ul className="pp-cards2">
              {c.masterminds.map((m) => (
                <li key={m.name}>
                  <Card className="pp-item">
                    <h3>{m.name}</h3>
                    <p><UserOutlined aria-hidden /> Led by {m.instructor}</p>
                    <p><TeamOutlined aria-hidden /> {m.members} members</p>
                    <p>Focus: {m.focus}</p>
                    <Button size="large" block onClick={() => comingSoon('Requests to join mastermind groups')} aria-label={`Request to Join: ${m.name}`}>
                      Request to Join
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="pp-videos">
            <h2 id="pp-videos">Expert Training Videos</h2>
            <ul className="pp-list">
              {c.videos.map((v) => (
                <li key={v.title} className="pp-video">
                  <PlayCircleOutlined aria-hidden className="pp-video-icon" />
                  <div>
                    <h3>{v.title}</h3>
                    <p>
                      {v.instructor} · <ClockCircleOutlined aria-hidden /> {v.duration} · <EyeOutlined aria-hidden /> {v.views} views
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="pp-side" aria-label={`${c.title} overview`}>
          <section className="pp-box" aria-labelledby="pp-overview">
            <h2 id="pp-overview">Portal Overview</h2>
            <dl className="pp-stats">
              <div><dt>Active Members</dt><dd>{c.stats.activeMembers.toLocaleString('en-US')}</dd></div>
              <div><dt>Local Groups</dt><dd>{c.stats.localGroups}</dd></div>
              <div><dt>Weekly Events</dt><dd>{c.stats.weeklyEvents}</dd></div>
              <div><dt>Expert Instructors</dt><dd>{c.stats.experts}</dd></div>
            </dl>
          </section>
          <section className="pp-box" aria-labelledby="pp-articles">
            <h2 id="pp-articles">Featured Articles</h2>
            <ul className="pp-list">
              {c.articles.map((a) => (
                <li key={a.title}>
                  <h3>{a.title}</h3>
                  <p>{a.summary}</p>
                  <p className="pp-muted">By {a.author} · {a.readTime} min read</p>
                </li>
              ))}
            </ul>
          </section>
          <section className="pp-box" aria-labelledby="pp-forum">
            <h2 id="pp-forum">Community Forum</h2>
            <ul className="pp-list">
              {c.forumTopics.map((f) => (
                <li key={f.title}>
                  <h3>{f.title}</h3>
                  <p className="pp-muted"><MessageOutlined aria-hidden /> {f.replies} replies · {f.timeAgo}</p>
                </li>
              ))}
            </ul>
            <Button type="primary" size="large" block onClick={() => comingSoon(`The ${info.noun} forum`)}>
              Join Discussion
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
