import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';

/** The first letter of the name, or 'U' (spec part 1 §2). */
export const initialOf = (name?: string | null) => (name?.trim().charAt(0) || 'U').toUpperCase();

/** The first word of the name, shown beside the avatar on desktop. */
export const firstWordOf = (name?: string | null) => name?.trim().split(/\s+/)[0] || '';

/** The member's picture, the bundled default when they have none, their initial if the image fails. */
export function UserAvatar({ name, avatar }: { name?: string | null; avatar?: string | null }) {
  const src = avatar || defaultAvatar;
  return <AvatarImage key={src} src={src} initial={initialOf(name)} />;
}

function AvatarImage({ src, initial }: { src: string; initial: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="aw-avatar aw-avatar-initial" aria-hidden="true" data-testid="avatar-initial">
        {initial}
      </span>
    );
  }
  return <img className="aw-avatar" src={src} alt="" width={40} height={40} onError={() => setFailed(true)} />;
}
