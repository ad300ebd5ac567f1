import { lazy, Suspense, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import type { MentorDetail, MentorSession } from '@afterwork/contracts/mentors';
import { CheckCircleFilled } from '@ant-design/icons';
import { addMinutes, formatDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import { zoneForLocation } from '@afterwork/contracts/time-zones';
import { useManageSession, useReservation } from '../api/mentors-mutations';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import { MailHeldNotice } from '@afterwork/ui/mail-held';
import { LazyRequestMentorshipDialog as RequestMentorshipDialog } from './lazy-request-dialog';

// The session form checks with the contract's zod rules: a chunk of its own, fetched when a site admin opens it.
const SessionFormDialog = lazy(() => import('./session-form-dialog'));
// A mentor's announcement to those who booked a session (issue 30, item 3): the shared dialog, fetched when opened.
const AnnounceDialog = lazy(() => import('@afterwork/ui/announce-dialog').then((m) => ({ default: m.AnnounceDialog })));

/** What a site admin is doing: planning a session, or changing one. */
type Editing = { session?: MentorSession } | null;

function SpotsBar({ session }: { session: MentorSession }) {
  const taken = session.totalSpots - session.availableSpots;
  const percent = session.totalSpots ? Math.round((taken / session.totalSpots) * 100) : 100;
  const text = session.availableSpots === 0 ? `No spots left of ${session.totalSpots}` : `${session.availableSpots} of ${session.totalSpots} spots left`;
  return (
    <div className="mp-spots">
      <div
        className="mp-spots-bar"
        role="progressbar"
        aria-label={`Spots taken in ${session.title}`}
        aria-valuemin={0}
        aria-valuemax={session.totalSpots}
        aria-valuenow={taken}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} className={session.availableSpots === 0 ? 'mp-full' : session.availableSpots <= 3 ? 'mp-few' : ''} />
      </div>
      <p className="mp-spots-text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

function SessionItem({ session, onReserve, onCancel, busy, admin, onAnnounce }: {
  session: MentorSession;
  /** For the mentor themself: tell everyone who booked it. */
  onAnnounce?: () => void;
  onReserve: () => void;
  onCancel: () => void;
  busy: boolean;
  /** For site admins: change or cancel the session. */
  admin?: { onEdit: () => void; onCancelSession: () => void; cancelling: boolean };
}) {
  const [more, setMore] = useState(false);
  const full = session.availableSpots === 0;
  const detailsId = `mp-session-more-${session.id}`;
  return (
    <li className="mp-session">
      <h3 className="mp-session-title">{session.title}</h3>
      <p className="mp-session-when">
        <span>{formatDateIn(session.startsAt, session.timeZone)}</span> · <span>{formatZonedTimeRange(session.startsAt, addMinutes(session.startsAt, session.durationMinutes), session.timeZone)}</span>
      </p>
      <SpotsBar session={session} />
      {session.reservedByMe && (
        <p className="mp-note">
          <CheckCircleFilled aria-hidden /> Your spot is reserved.
        </p>
      )}
      {session.reservedByMe && <MailHeldNotice what="your booking, the video link or the reminder for this session" />}
      {more && (
        <div id={detailsId} className="mp-session-more">
          <p>{session.description ?? 'The mentor will share the details with everyone who reserves a spot.'}</p>
          <p>Length: {session.durationMinutes} minutes. Held online by video call; the link is sent by email the day before.</p>
        </div>
      )}
      <div className="mp-actions">
        {full ? (
          <Button size="large" disabled className="mp-full-btn">
            Fully booked
          </Button>
        ) : (
          !session.reservedByMe && (
            <Button type="primary" size="large" loading={busy} onClick={onReserve} aria-label={`Reserve spot in ${session.title}`}>
              Reserve spot
            </Button>
          )
        )}
        {session.reservedByMe && (
          <Button size="large" loading={busy} onClick={onCancel} aria-label={`Give back my spot in ${session.title}`}>
            Give back my spot
          </Button>
        )}
        <Button size="large" type="link" aria-expanded={more} aria-controls={more ? detailsId : undefined} onClick={() => setMore((v) => !v)}>
          {more ? 'Show less' : 'Learn more'}
        </Button>
      </div>
      {onAnnounce && (
        <div className="mp-actions">
          <Button size="large" onClick={onAnnounce} aria-label={`Send an announcement to everyone who booked ${session.title}`}>
            Send an announcement
          </Button>
        </div>
      )}
      {admin && (
        <div className="mp-actions">
          <Button size="large" onClick={admin.onEdit} aria-label={`Edit session: ${session.title}`}>
            Edit session
          </Button>
          <Button size="large" danger loading={admin.cancelling} onClick={admin.onCancelSession} aria-label={`Cancel session: ${session.title}`}>
            Cancel session
          </Button>
        </div>
      )}
    </li>
  );
}

export function SessionsTab({ mentor, viewerId }: { mentor: MentorDetail; viewerId: number | null }) {
  const { session, guard, sendToSignIn } = useSignInFirst();
  const reserveWhy = 'Sign in or join for free to reserve a spot. You will come back here afterwards.';
  const requestWhy = 'Sign in or join for free to request a custom session. You will come back here afterwards.';
  const reservation = useReservation(mentor.id, viewerId, () => sendToSignIn(reserveWhy));
  const { cancel } = useManageSession(mentor.id);
  const [customOpen, setCustomOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcing, setAnnouncing] = useState<MentorSession | null>(null);
  // Mentors have no accounts: site admins plan, change and cancel their sessions (issue 22).
  const isAdmin = session.isAdmin;

  const adminBar = isAdmin && (
    <div className="mp-admin-bar">
      <Button size="large" onClick={() => setEditing({})}>
        Plan a session
      </Button>
    </div>
  );
  const form = editing && (
    <Suspense fallback={<span role="status">Opening...</span>}>
      <SessionFormDialog
        mentorId={mentor.id}
        mentorName={mentor.name}
        defaultZone={zoneForLocation(mentor.location)}
        session={editing.session}
        onClose={() => setEditing(null)}
      />
    </Suspense>
  );

  if (!mentor.upcomingSessions.length) {
    return (
      <div className="mp-tab mp-empty">
        {adminBar}
        <p>No upcoming sessions scheduled at this time.</p>
        <Button type="primary" size="large" onClick={() => guard(requestWhy, () => setCustomOpen(true))}>
          Request custom session
        </Button>
        {session.user && (
          <RequestMentorshipDialog
            mentor={mentor}
            viewerId={session.user.id}
            open={customOpen}
            onClose={() => setCustomOpen(false)}
            initialMessage="I would like to request a custom session about: "
            onSignedOut={() => sendToSignIn(requestWhy)}
          />
        )}
        {form}
      </div>
    );
  }
  return (
    <div className="mp-tab">
      {adminBar}
      <ul className="mp-sessions" aria-label="Upcoming sessions">
        {mentor.upcomingSessions.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            busy={reservation.isPending && reservation.variables?.session.id === s.id}
            onReserve={() => guard(reserveWhy, () => reservation.mutate({ session: s }))}
            onCancel={() => reservation.mutate({ session: s, cancel: true })}
            onAnnounce={mentor.youAreTheMentor ? () => setAnnouncing(s) : undefined}
            admin={
              isAdmin
                ? {
                    onEdit: () => setEditing({ session: s }),
                    cancelling: cancel.isPending && cancel.variables?.id === s.id,
                    onCancelSession: () => {
                      const held = s.totalSpots - s.availableSpots;
                      const who = held ? ` The ${held} ${held === 1 ? 'member' : 'members'} holding a spot lose it.` : '';
                      if (window.confirm(`Cancel the session '${s.title}'?${who}`)) cancel.mutate(s);
                    },
                  }
                : undefined
            }
          />
        ))}
      </ul>
      {form}
      {announcing && (
        <Suspense fallback={<span role="status">Opening...</span>}>
          <AnnounceDialog
            place="group"
            placeId={0}
            session={{ mentorId: mentor.id, sessionId: announcing.id, title: announcing.title }}
            onClose={() => setAnnouncing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
