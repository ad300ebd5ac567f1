import { forwardRef } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import { membersText } from '../lib/explorer-filters';
import { TypeChip, typeStyle } from './type-chip';

/** One explorer card: name, location, type chip, '{memberCount or New} members', 'View Community'. */
export const CommunityCard = forwardRef<HTMLHeadingElement, { community: CommunityListItem; basePath: string }>(function CommunityCard(
  { community, basePath },
  headingRef,
) {
  const titleId = `cm-card-${community.id}`;
  return (
    <article className="cm-card" style={typeStyle(community.type)} aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {community.name}
      </h3>
      <p className="cm-meta">
        <EnvironmentOutlined aria-hidden />
        {community.location}
      </p>
      <div>
        <TypeChip type={community.type} />
      </div>
      <div className="cm-card-foot">
        <p className="cm-meta">
          <TeamOutlined aria-hidden />
          {membersText(community.memberCount)}
        </p>
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
