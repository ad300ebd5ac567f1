import { useEffect, useRef, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { useSearchParams } from '@afterwork/ui/router';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import type { Community } from '@afterwork/contracts/communities';
import { useCommunityMembership } from '../api/membership-mutations';

/** The query parameter that brings a visitor back from signing in with her 'Join this community' still to do. */
export const JOIN_AFTER_SIGN_IN = 'join';

/** Scrolls so that `el` sits just under the sticky header. */
function showUnderHeader(el: Element | null) {
  if (!el) return;
  const header = document.querySelector('.aw-header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollTo({ top: Math.max(0, el.getBoundingClientRect().top + window.scrollY - header - 16), behavior: 'instant' });
}

/**
 * 'Join this community' / 'Leave' on a community's page (issue 31, blocker 1). A visitor is sent to sign in first
 * and comes back here (the shell's return-after-sign-in: /auth's `from`), where the join she asked for is done.
 */
export function MembershipActions({ community: c }: { community: Community }) {
  const { session, sendToSignIn } = useSignInFirst();
  const [params, setParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const change = useCommunityMembership(c.id);
  const member = !!c.myMembership;
  const lead = member && c.myMembership!.role !== 'member';

  const join = (resumed = false) =>
    change.mutate(true, {
      onSuccess: () => {
        // Back from signing in, the page opens at its top: bring the join's answer into view (just under the header),
        // so the toast goes beside it, not over the page's heading (issue 31, seen at 360 px).
        if (resumed) showUnderHeader(document.querySelector('.cm-membership'));
        notify({ title: `Welcome to ${c.name}`, description: 'You are now a member. Say whether you are going to its activities below.', variant: 'success', near: '.cm-membership' });
      },
      onError: (err) => notifyError('You have not joined yet', errorText(err, 'Please try again.')),
    });
  const leave = () =>
    change.mutate(false, {
      onSuccess: () => {
        setLeaving(false);
        notify({ title: `You have left ${c.name}`, description: 'You can join again at any time.', variant: 'success' });
      },
      onError: (err) => notifyError('You are still a member', errorText(err, 'Please try again.')),
    });

  // Back from signing in with a join to finish: do it once, and take the reminder out of the address.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || params.get(JOIN_AFTER_SIGN_IN) !== '1' || !session.user) return;
    resumed.current = true;
    setParams((p) => { p.delete(JOIN_AFTER_SIGN_IN); return p; }, { replace: true });
    if (!member) join(true);
  }); // no dependency list: it runs after each render until the one resume has happened

  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <div className="cm-membership">
        <Button type="primary" size="large" onClick={() => sendToSignIn(null, `?${JOIN_AFTER_SIGN_IN}=1`)}>
          Join this community
        </Button>
        <p className="cm-membership-note">You will be asked to sign in (or join for free) first, then brought back here.</p>
      </div>
    );
  }
  if (!member) {
    return (
      <div className="cm-membership">
        <Button type="primary" size="large" loading={change.isPending} onClick={() => join()}>
          Join this community
        </Button>
      </div>
    );
  }
  return (
    <div className="cm-membership">
      <p className="cm-membership-note" role="status">
        <strong>{lead ? 'You lead this community.' : 'You are a member of this community.'}</strong>
      </p>
      {!lead && (
        <Button size="large" danger onClick={() => setLeaving(true)}>
          Leave
        </Button>
      )}
      <Modal
        open={leaving}
        title={`Leave ${c.name}?`}
        onCancel={() => setLeaving(false)}
        footer={[
          <Button key="stay" size="large" onClick={() => setLeaving(false)}>
            Stay a member
          </Button>,
          <Button key="leave" size="large" danger type="primary" loading={change.isPending} onClick={leave}>
            Leave the community
          </Button>,
        ]}
      >
        <p>Your answers to its upcoming activities will be removed. You can join again at any time.</p>
      </Modal>
    </div>
  );
}
