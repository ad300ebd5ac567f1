import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@afterwork/ui/router';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDay } from '@afterwork/ui/dates';
import { errorText, isApiError } from '@afterwork/shell-sdk';
import { resourceDetailQuery } from '../api/resources-queries';
import { categoryLabel, isExternalLink } from '../lib/library-filters';
import { safeHtml } from '../lib/safe-html';
import { ResourceIcon } from './resource-icon';
import '../../../library.css';
import { ReportButton } from '@afterwork/ui/report-button';

const BackToResources = ({ primary = false }: { primary?: boolean }) => (
  <LinkButton to="/resources" size="large" type={primary ? 'primary' : 'default'} icon={<ArrowLeftOutlined aria-hidden />}>
    Back to Resources
  </LinkButton>
);

export function ResourceDetailPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    return (
      <div className="lib-page lib-narrow">
        <div className="lib-message" role="alert">
          <h1>Resource ID is required</h1>
          <p>This address does not point to a resource. Please choose one from the library.</p>
          <BackToResources primary />
        </div>
      </div>
    );
  }
  return <ResourceDetail id={id} />;
}

function ResourceDetail({ id }: { id: number }) {
  const query = useQuery(resourceDetailQuery(id));
  const html = useMemo(() => (query.data?.content ? safeHtml(query.data.content) : ''), [query.data?.content]);
  if (query.isPending) return <PageSpinner page label="Loading resource..." />;
  if (query.isError || !query.data) {
    const notFound = isApiError(query.error, 404);
    return (
      <div className="lib-page lib-narrow">
        <div className="lib-message" role="alert">
          <h1>Resource Not Found</h1>
          <p>The resource you're looking for doesn't exist or has been removed.</p>
          {!notFound && <p className="lib-muted">Failed to fetch resource: {errorText(query.error)}</p>}
          <div className="lib-actions-row">
            <BackToResources primary />
            {!notFound && <Button size="large" onClick={() => void query.refetch()}>Try again</Button>}
          </div>
        </div>
      </div>
    );
  }
  const r = query.data;
  return (
    <div className="lib-page lib-narrow">
      <BackToResources />
      <article className="lib-detail" aria-labelledby="lib-detail-title">
        <div className="lib-detail-badges">
          <Tag className="lib-badge">{categoryLabel(r.category)}</Tag>
          {r.featured && (
            <Tag className="lib-badge lib-badge-featured" icon={<StarFilled aria-hidden />}>Featured</Tag>
          )}
          <span className="lib-muted">Added {formatDay(r.createdAt, 'N/A')}</span>
        </div>
        <div className="lib-detail-head">
          <span className="lib-card-icon"><ResourceIcon name={r.iconName} size={32} /></span>
          <h1 id="lib-detail-title">{r.title}</h1>
        </div>
        <p className="lib-detail-desc">{r.description}</p>
        {r.link ? (
          <section className="lib-external" aria-labelledby="lib-external-heading">
            <h2 id="lib-external-heading">External Resource</h2>
            <p>This resource is on another website. It will open in a new tab, so you can come back here at any time.</p>
            {isExternalLink(r.link) ? (
              <Button type="primary" size="large" href={r.link} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
                Open Resource
              </Button>
            ) : (
              <p className="lib-muted">This link is not available.</p>
            )}
          </section>
        ) : html ? (
          <div className="lib-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div className="lib-message">
            <h2>No Content Available</h2>
            <p>There is nothing more to read for this resource yet.</p>
          </div>
        )}
        <div className="lib-report">
          <ReportButton targetType="resource" targetId={r.id} targetName={`the resource ${r.title}`} />
        </div>
      </article>
    </div>
  );
}
