import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText, notifySuccess, useSession } from '@afterwork/shell-sdk';
import { InterestPicker } from '../dashboard/public';
import { firstNameOf, useUpdateMe } from '../profile/public';
import { matchingGroupsQuery, nearbyCommunitiesQuery } from './api/welcome-queries';
import { distanceText } from './lib/distance-text';
import { TownField } from './town-field';
import '../profile/member.css';
import './welcome.css';

/**
 * /welcome (issue 19 §8): after registering, two questions — interests and home town, each skippable — then the
 * groups and communities near the new member that match them, with a way to each and to the dashboard.
 */
export default function WelcomePage() {
  const session = useSession();
  const user = session.user!;
  const [step, setStep] = useState<'about' | 'suggestions'>('about');
  const [picked, setPicked] = useState({ selected: user.interests ?? [], refused: false });
  const [town, setTown] = useState(user.location ?? '');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = 'Welcome · Afterwork';
  }, []);
  // Each step starts at its heading (a screen reader hears where it is; a phone shows the top).
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  const save = useUpdateMe();
  const saved = () => {
    notifySuccess('Saved', 'Here is what we found for you.');
    setStep('suggestions');
  };

  if (step === 'suggestions') {
    return (
      <section className="aw-page aw-welcome">
        <h1 ref={heading} tabIndex={-1}>Groups and communities for you</h1>
        <Suggestions interests={user.interests ?? []} town={user.location ?? ''} />
        <div className="aw-welcome-actions">
          <LinkButton to="/dashboard" type="primary" size="large">Go to my dashboard</LinkButton>
          <Button size="large" onClick={() => setStep('about')}>Change my answers</Button>
        </div>
      </section>
    );
  }

  const townId = 'aw-welcome-town';
  return (
    <section className="aw-page aw-welcome">
      <h1 ref={heading} tabIndex={-1}>Welcome to Afterwork, {firstNameOf(user.name)}!</h1>
      <p className="aw-lead">
        Two quick questions help us show you groups and communities near you. Both are optional: skip either one, and
        change them later on your dashboard.
      </p>
      <section className="aw-panel" aria-labelledby="aw-welcome-interests">
        <h2 id="aw-welcome-interests">What do you enjoy?</h2>
        <InterestPicker selected={picked.selected} refused={picked.refused} onChange={setPicked} />
      </section>
      <section className="aw-panel" aria-labelledby="aw-welcome-place">
        <h2 id="aw-welcome-place">Where do you live?</h2>
        <label htmlFor={townId} className="aw-welcome-label">Your home town</label>
        <TownField
          id={townId}
          value={town}
          onChange={setTown}
          help="For example: Bristol. It is saved as the place on your profile; Settings → Privacy decides who sees it."
        />
      </section>
      {save.isError && <Alert type="error" showIcon role="alert" title="Your answers were not saved" description={errorText(save.error)} />}
      <div className="aw-welcome-actions">
        <Button
          type="primary"
          size="large"
          loading={save.isPending}
          onClick={() => save.mutate({ interests: picked.selected, location: town.trim() || null }, { onSuccess: saved })}
        >
          Show me what is near me
        </Button>
        <Button size="large" onClick={() => setStep('suggestions')}>
          Skip for now
        </Button>
      </div>
    </section>
  );
}

function Suggestions({ interests, town }: { interests: string[]; town: string }) {
  const groupsId = useId();
  const communitiesId = useId();
  const groups = useQuery(matchingGroupsQuery(interests, town));
  const communities = useQuery(nearbyCommunitiesQuery(interests, town));
  const what = interests.length ? `for ${interests.slice(0, 3).join(', ')}${interests.length > 3 ? '…' : ''}` : null;
  return (
    <>
      <p className="aw-lead">
        {what && town ? `Chosen ${what}, near ${town}.` : what ? `Chosen ${what}. Add your home town on your dashboard to see what is nearest.` : town ? `Near ${town}.` : 'You skipped both questions, so here are some to start with. Your dashboard can suggest better ones once you add your interests.'}
      </p>
      <section className="aw-panel" aria-labelledby={groupsId}>
        <h2 id={groupsId}>Groups that match</h2>
        {groups.isPending ? (
          <PageSpinner label="Finding groups..." />
        ) : groups.isError ? (
          <p role="alert">We could not load groups. {errorText(groups.error)}</p>
        ) : groups.data.length === 0 ? (
          <p>No group matches yet. <Link to="/groups">Browse all groups</Link>, or start one there.</p>
        ) : (
          <ul className="aw-welcome-list">
            {groups.data.map((g) => (
              <li key={g.id}>
                <Link to={`/groups/${g.id}`} className="aw-welcome-item">
                  <strong>{g.name}</strong>
                  <span>{[g.location, `${g.memberCount} ${g.memberCount === 1 ? 'member' : 'members'}`].filter(Boolean).join(' · ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LinkButton to="/groups" size="large">See all groups</LinkButton>
      </section>
      <section className="aw-panel" aria-labelledby={communitiesId}>
        <h2 id={communitiesId}>{communities.data?.origin ? `Communities near ${communities.data.origin}` : 'Communities'}</h2>
        {communities.isPending ? (
          <PageSpinner label="Finding communities..." />
        ) : communities.isError ? (
          <p role="alert">We could not load communities. {errorText(communities.error)}</p>
        ) : (
          <>
            {communities.data.placeUnknown && (
              <p>We do not know {town} on our map yet, so these are not in order of distance.</p>
            )}
            {communities.data.items.length === 0 ? (
              <p>No community matches yet. <Link to="/communities">Explore the map of communities</Link>.</p>
            ) : (
              <ul className="aw-welcome-list">
                {communities.data.items.map((c) => (
                  <li key={c.id}>
                    <Link to={`/communities/${c.id}`} className="aw-welcome-item">
                      <strong>{c.name}</strong>
                      <span>{[c.location, c.distanceKm != null ? distanceText(c.distanceKm) : null].filter(Boolean).join(' · ')}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <LinkButton to="/communities" size="large">Explore all communities</LinkButton>
      </section>
    </>
  );
}
