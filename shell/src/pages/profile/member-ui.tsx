import { useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';
import './member.css';

/** Small pieces shared by the member pages (profile, dashboard, AI guidance, settings). */

export const firstNameOf = (name?: string | null): string => name?.trim().split(/\s+/)[0] || '';

/** A large round picture; the bundled default when there is none, the initial if the image fails to load. */
export function MemberAvatar({ name, avatar, size = 96 }: { name?: string | null; avatar?: string | null; size?: number }) {
  const src = avatar || defaultAvatar;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className="aw-member-avatar aw-member-avatar-initial" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
        {(name?.trim().charAt(0) || 'U').toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="aw-member-avatar"
      src={src}
      // Decorative: the name is always written next to the picture.
      alt=""
      width={size}
      height={size}
      onError={() => setFailedSrc(src)}
    />
  );
}

/** Interests as chips (a plain list, so screen readers count them). */
export function InterestChips({ interests, emptyText = 'No interests added yet.' }: { interests: string[]; emptyText?: string }) {
  if (!interests.length) return <p className="aw-muted">{emptyText}</p>;
  return (
    <ul className="aw-chips" aria-label="Interests">
      {interests.map((i) => (
        <li key={i} className="aw-chip">
          {i}
        </li>
      ))}
    </ul>
  );
}
