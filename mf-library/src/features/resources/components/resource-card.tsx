import StarFilled from '@ant-design/icons/StarFilled';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';
import type { Resource } from '@afterwork/contracts/resources';
import { categoryLabel, isExternalLink } from '../lib/library-filters';
import { ResourceIcon } from './resource-icon';

export function ResourceCard({ resource: r }: { resource: Resource }) {
  const external = isExternalLink(r.link);
  return (
    <article className="lib-card" aria-labelledby={`res-${r.id}-title`}>
      <div className="lib-card-top">
        <Tag className="lib-badge">{categoryLabel(r.category)}</Tag>
        {r.featured && (
          <span className="lib-star" title="Featured">
            <StarFilled aria-hidden /> <span className="lib-sr">Featured</span>
          </span>
        )}
      </div>
      <div className="lib-card-icon">
        <ResourceIcon name={r.iconName} />
      </div>
      <h3 id={`res-${r.id}-title`} className="lib-card-title">{r.title}</h3>
      <p className="lib-card-desc">{r.description}</p>
      <div className="lib-card-action">
        {external ? (
          <Button type="primary" size="large" block href={r.link!} target="_blank" rel="noopener noreferrer" aria-label={`Access Resource: ${r.title} (opens in a new tab)`}>
            Access Resource
          </Button>
        ) : (
          <LinkButton to={`/resources/${r.id}`} type="primary" size="large" block aria-label={`View Resource: ${r.title}`}>
            View Resource
          </LinkButton>
        )}
      </div>
    </article>
  );
}

/** One of the six placeholders shown while the list loads. */
export function ResourceCardPlaceholder() {
  return (
    <div className="lib-card lib-card-placeholder" aria-hidden="true">
      <div className="lib-ph lib-ph-badge" />
      <div className="lib-ph lib-ph-icon" />
      <div className="lib-ph lib-ph-title" />
      <div className="lib-ph lib-ph-line" />
      <div className="lib-ph lib-ph-line short" />
      <div className="lib-ph lib-ph-button" />
    </div>
  );
}
