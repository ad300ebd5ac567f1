import { useState } from 'react';
import type { Community } from '@afterwork/contracts/communities';
import { displayType } from '@afterwork/contracts/community-types';
import { CoverArt } from './cover-art';

/** The community's cover photo, or the type's drawing when it has none (or it does not load). */
export function CommunityCover({ community }: { community: Community }) {
  const [broken, setBroken] = useState(false);
  const src = community.coverPhoto || community.imageUrl;
  const t = displayType(community.type);
  return (
    <div className={`cm-cover cm-cover-${t}`}>
      {src && !broken ? <img src={src} alt={`Cover photo of ${community.name}`} onError={() => setBroken(true)} /> : <CoverArt type={t} />}
    </div>
  );
}
