import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import type { Community } from '@afterwork/contracts/communities';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@afterwork/ui/states';
import { useCommunityMembership } from '../api/membership-mutations';
import { JOIN_AFTER_SIGN_IN } from './membership-actions';

// The discussion (and its link finder) is a chunk of its own, fetched when its tab opens.
const DiscussionPanel = lazy(() => import('@afterwork/ui/discussion/discussion-panel'));

/** The community's 'Discussion' tab (issue 30): the shared panel, with this page's own way to join. */
export function CommunityDiscussion({ community: c }: { community: Community }) {
  const change = useCommunityMembership(c.id);
  const join = () =>
    change.mutate(true, {
      onSuccess: () => notify({ title: `Welcome to ${c.name}`, description: 'You are now a member: you can read and write in the discussion.', variant: 'success' }),
      onError: (err) => notifyError('You have not joined yet', errorText(err, 'Please try again.')),
    });
  return (
    <Suspense fallback={<PageSpinner label="Loading the discussion..." />}>
      <DiscussionPanel where={{ place: 'community', id: c.id }} placeName={c.name} onJoin={join} headingHidden signInReturn={`?${JOIN_AFTER_SIGN_IN}=1&tab=discussion`} />
    </Suspense>
  );
}
