import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { isApiError, notify, useSession } from '@afterwork/shell-sdk';
import { PageSpinner } from '@afterwork/ui/states';
import { LinkButton } from '@afterwork/ui/link-button';
import { formatMonthYear } from '@afterwork/ui/dates';
import { InterestChips } from './member-ui';
import { OwnProfile } from './own-profile';
import { ProfileHeader } from './profile-header';
import { ReportButton } from '@afterwork/ui/report-button';
import { BlockButton } from './block-button';
import { publicProfileQuery } from './api/profile-queries';

export const SIGN_IN_MESSAGE = 'Please sign in to view this profile';

/** Visitors go to /auth with the spec's message (spec part 2 §6), once. */
function SignInRedirect() {
  const location = useLocation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify({ title: SIGN_IN_MESSAGE, variant: 'default' });
  }, []);
  return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
}

export function UserNotFound() {
  return (
    <section className="aw-member" aria-labelledby="not-found-title">
      <div className="aw-panel" style={{ maxWidth: 640, margin: '40px auto', textAlign: 'center' }}>
        <h1 id="not-found-title">User not found</h1>
        <p className="aw-lead">The user profile you're looking for doesn't exist or you don't have permission to view it.</p>
        <LinkButton to="/" type="primary" size="large">
          Return to Home
        </LinkButton>
      </div>
    </section>
  );
}

/**
 * A profile she may not see (or one that does not exist: the answer is the same, so nothing is learnt). She came from
 * a name (issue 31), so Report and Block are still offered for it; the API refuses them for an unknown id.
 */
function HiddenProfile({ id }: { id: number }) {
  const location = useLocation();
  const passed = (location.state as { name?: unknown } | null)?.name;
  const name = typeof passed === 'string' && passed.trim() ? passed.trim() : 'this member';
  return (
    <section className="aw-member" aria-labelledby="hidden-profile-title">
      <div className="aw-panel" style={{ maxWidth: 640, margin: '40px auto', textAlign: 'center' }}>
        <h1 id="hidden-profile-title">User not found</h1>
        <p className="aw-lead">The user profile you're looking for doesn't exist or you don't have permission to view it.</p>
        <p>If something about {name} worries you, you can still report or block them here.</p>
        <div className="aw-row" style={{ justifyContent: 'center' }}>
          <ReportButton targetType="member" targetId={id} targetName={name} />
          <LinkButton to="/" size="large">Return to Home</LinkButton>
        </div>
        <BlockButton userId={id} name={name} blocked={false} />
      </div>
    </section>
  );
}

/** Another member's public profile: never their email or RSVPs. */
function PublicProfile({ id }: { id: string }) {
  const query = useQuery(publicProfileQuery(id));
  if (query.isPending) return <PageSpinner label="Loading profile..." />;
  if (query.isError) return isApiError(query.error, 401) ? <SignInRedirect /> : <HiddenProfile id={Number(id)} />;
  const user = query.data;
  return (
    <section className="aw-member" aria-labelledby="profile-name">
      <ProfileHeader user={user} />
      <div className="aw-profile-grid">
        <div className="aw-panel aw-profile-side">
          <h2>About</h2>
          {user.blockedByMe && <p role="status"><strong>You have blocked {user.name}.</strong> They cannot see your profile or your activities.</p>}
          {user.limited && !user.bio ? (
            <p>{user.name} shares their details only with the members they choose.</p>
          ) : (
            <p>{user.bio || `${user.name} hasn't written anything about themselves yet.`}</p>
          )}
          {user.username && <p className="aw-muted">Username: {user.username}</p>}
          <p><span className="aw-badge">Active Member</span></p>
          <dl>
            <dt>Member since</dt>
            <dd>{formatMonthYear(user.createdAt)}</dd>
            {user.location && (
              <>
                <dt>Location</dt>
                <dd>{user.location}</dd>
              </>
            )}
          </dl>
        </div>
        <div className="aw-panel">
          <h2>Interests</h2>
          <InterestChips
            interests={user.interests}
            emptyText={user.limited && !user.interests.length ? `${user.name} has not shared their interests with you.` : `${user.name} hasn't added any interests yet.`}
          />
          <p className="aw-muted" style={{ marginTop: 20 }}>
            Each member's activities, groups and contact details are private to them.
          </p>
          <div className="aw-row">
            <LinkButton to="/groups" size="large">Browse Groups</LinkButton>
            <LinkButton to={`/messages?to=${user.id}`} size="large" type="primary">Send a message</LinkButton>
            <LinkButton to="/profile" size="large">My Profile</LinkButton>
            <ReportButton targetType="member" targetId={user.id} targetName={user.name} />
          </div>
          <BlockButton userId={user.id} name={user.name} blocked={user.blockedByMe} />
        </div>
      </div>
    </section>
  );
}

/** /profile (your own), /profile/:id and /users/:id (your own when the id is yours, else the member's public profile). */
export default function ProfilePage() {
  const { id } = useParams();
  const session = useSession();
  useEffect(() => {
    document.title = 'Profile | Afterwork';
  }, []);
  if (session.status === 'loading') return <PageSpinner label="Loading profile..." />;
  if (!session.user) return <SignInRedirect />;
  if (id !== undefined && id !== String(session.user.id)) {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return <UserNotFound />;
    return <PublicProfile key={id} id={id} />;
  }
  return <OwnProfile user={session.user} />;
}
