import { forwardRef } from 'react';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import { LocationLine, MembersLine } from './place-meta';
import { TypeChip, typeStyle } from './type-chip';

/**
 * One explorer card: name, location, type chip, '{memberCount or New} members', 'View Community'; with 'Near me',
 * how far away it is.
 */
export const CommunityCard = forwardRef<HTMLHeadingElement, { community: CommunityListItem; basePath: string; distance?: string }>(function CommunityCard(
  { community, basePath, distance },
  headingRef,
) {
  const titleId = `cm-card-${community.id}`;
  return (
    <article className="cm-card" style={typeStyle(community.type)} aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {community.name}
      </h3>
      <LocationLine location={community.location} />
      {distance && <p className="cm-meta cm-distance">{distance}</p>}
      <div>
        <TypeChip type={community.type} />
      </div>
      <div className="cm-card-foot">
        <MembersLine memberCount={community.memberCount} />
        <LinkButton
          to={`${basePath}/${community.id}`}
          type="primary"
          size="large"
          aria-describedby={titleId}
          onClickCapture={() => window.scrollTo({ top: 0 })}
        >
          View Community
        </LinkButton>
      </div>
    </article>
  );
});
