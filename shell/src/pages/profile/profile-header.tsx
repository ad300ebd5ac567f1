import type { CurrentUser, PublicUser } from '@afterwork/contracts/users';
import { MemberAvatar } from './member-ui';

/** Name, picture, profession ('Afterwork Member' when none) and place: the top of every profile. */
export function ProfileHeader({ user }: { user: PublicUser | CurrentUser }) {
  return (
    <header className="aw-profile-head">
      <MemberAvatar name={user.name} avatar={user.avatar} size={112} />
      <div style={{ minWidth: 0 }}>
        <h1 id="profile-name">{user.name || user.username}</h1>
        <p className="aw-lead" style={{ margin: 0 }}>{user.profession || 'Afterwork Member'}</p>
        {user.location && <p className="aw-muted" style={{ margin: 0 }}>{user.location}</p>}
      </div>
    </header>
  );
}
