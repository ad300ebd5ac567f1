import { Card } from '@afterwork/ui/antd-display';
import { BackLink } from '@afterwork/ui/back-link';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { Link } from '@afterwork/ui/router';
import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { CATEGORY_INFO, type PortalCategory } from '../lib/categories';
import { slugify } from '../lib/slug';
import { usePortalCategory } from '../hooks/use-portal-category';
import { PortalArt } from './portal-art';
import './portals.css';

const membersText = (n: number) => `${n.toLocaleString('en-US')} members`;

export default function PortalListPage({ category }: { category: PortalCategory }) {
  const info = CATEGORY_INFO[category];
  const list = usePortalCategory(category);
  return (
    <section className="aw-page pp-page">
      <BackLink to="/">Back to Home</BackLink>
      <h1 className="pp-title">{info.title}</h1>
      <p className="pp-tagline">{info.tagline}</p>
      {list.isPending && <PageSpinner label="Loading portals..." />}
      {list.isError && <ErrorState title="We could not load this portal list" message="Please check your connection and try again." action={<RetryButton onRetry={() => void list.refetch()} />} />}
      {list.data && (
        <ul className="pp-grid" aria-label={`${info.title} groups`}>
          {list.data.map((entry) => {
            const slug = slugify(entry.name);
            return (
              <li key={slug}>
                <Card className="pp-card" cover={<PortalArt category={category} slug={slug} label={`Illustration for ${entry.name}`} />}>
                  <h2 className="pp-card-title">
                    <Link to={`/portals/${category}/${slug}`} className="pp-card-link">
                      {entry.name}
                    </Link>
                  </h2>
                  <p className="pp-card-desc">{entry.description}</p>
                  <p className="pp-card-meta">
                    <span>
                      <TeamOutlined aria-hidden /> {membersText(entry.members)}
                    </span>
                    <span className="pp-label">
                      <EnvironmentOutlined aria-hidden /> {entry.location ?? 'Nationwide'}
                    </span>
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
