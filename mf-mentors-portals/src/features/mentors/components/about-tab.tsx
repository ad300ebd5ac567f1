import { useState } from 'react';
import { MailHeldNotice } from '@afterwork/ui/mail-held';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import type { MentorDetail } from '@afterwork/contracts/mentors';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import { LazyRequestMentorshipDialog as RequestMentorshipDialog } from './lazy-request-dialog';

export function AboutTab({ mentor }: { mentor: MentorDetail }) {
  const { session, guard, sendToSignIn } = useSignInFirst();
  const [open, setOpen] = useState(false);
  const why = 'Sign in or join for free to request mentorship. You will come back here afterwards.';
  return (
    <div className="mp-tab">
      <h2 className="mp-h3">Biography</h2>
      <p>{mentor.bio}</p>
      <h2 className="mp-h3">Background</h2>
      <p>{mentor.background}</p>
      <h2 className="mp-h3">Specialties</h2>
      <ul className="mp-tags" aria-label="Specialties">
        {mentor.specialties.map((s) => (
          <li key={s}>
            <Tag>{s}</Tag>
          </li>
        ))}
      </ul>
      <h2 className="mp-h3">Availability</h2>
      <p>{mentor.availability}</p>
      {mentor.requestedByMe && (
        <p className="mp-note" role="status">
          ✓ You have asked {mentor.name} for mentorship. They will get in touch by email.
        </p>
      )}
      {mentor.requestedByMe && <MailHeldNotice what="a copy of your request" />}
      <Button type="primary" size="large" onClick={() => guard(why, () => setOpen(true))}>
        Request Mentorship
      </Button>
      {session.user && (
        <RequestMentorshipDialog mentor={mentor} viewerId={session.user.id} open={open} onClose={() => setOpen(false)} onSignedOut={() => sendToSignIn(why)} />
      )}
    </div>
  );
}
