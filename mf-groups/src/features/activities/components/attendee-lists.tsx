import type { UseQueryResult } from '@tanstack/react-query';
import { Avatar } from '@afterwork/ui/antd-display';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import type { Attendee } from '@afterwork/contracts/groups';
import { initials } from '@afterwork/ui/initials';
import { MemberName } from '@afterwork/ui/member-name';

function People({ list, numbered }: { list: Attendee[]; numbered?: boolean }) {
  const Tag = numbered ? 'ol' : 'ul';
  return (
    <Tag className="aw-people">
      {list.map((a) => (
        <li key={a.id} className="aw-person">
          <Avatar size={44} src={a.avatar || undefined} alt="" className="aw-person-avatar">
            {initials(a.name)}
          </Avatar>
          <span>
            {numbered && <span className="aw-queue-no">#{a.waitlistPosition} </span>}
            <MemberName userId={a.userId} name={a.name} />
            {a.guests > 0 && <span className="aw-guests-badge"> (+{a.guests})</span>}
          </span>
        </li>
      ))}
    </Tag>
  );
}

/** Attendees by name: Going, Maybe and the waitlist (in order). */
export function AttendeeLists({ query }: { query: UseQueryResult<Attendee[] | null> }) {
  if (query.isPending) return <PageSpinner label="Loading attendees..." />;
  if (query.isError) return <p role="alert">We could not load who is coming. {errorText(query.error)}</p>;
  const list = query.data ?? [];
  const going = list.filter((a) => a.status === 'going');
  const maybe = list.filter((a) => a.status === 'maybe');
  const waiting = list.filter((a) => a.status === 'waitlisted');
  if (!going.length && !maybe.length && !waiting.length) return <p className="aw-empty-line">No one has answered yet. Be the first to say you are going!</p>;
  return (
    <div className="aw-attendee-groups">
      {going.length > 0 && (
        <section aria-labelledby="aw-going">
          <h3 id="aw-going">Going ({going.reduce((n, a) => n + 1 + (a.guests ?? 0), 0)})</h3>
          <People list={going} />
        </section>
      )}
      {maybe.length > 0 && (
        <section aria-labelledby="aw-maybe">
          <h3 id="aw-maybe">Maybe ({maybe.length})</h3>
          <People list={maybe} />
        </section>
      )}
      {waiting.length > 0 && (
        <section aria-labelledby="aw-waiting">
          <h3 id="aw-waiting">Waitlist ({waiting.length})</h3>
          {waiting.some((a) => a.guests > 0) && (
            <p className="aw-rsvp-hint">A member with guests moves up together with them, so a smaller party behind them may get a single free place first.</p>
          )}
          <People list={waiting} numbered />
        </section>
      )}
    </div>
  );
}
