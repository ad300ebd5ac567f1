import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { AddToCalendar } from '@afterwork/ui/add-to-calendar';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { formatDateAtIn } from '@afterwork/ui/dates';
import { errorText } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { bookingsQuery } from './api/dashboard-queries';

/**
 * 'My bookings' (issue 19 §15): the mentor sessions the member reserved, soonest first, each with 'Add to calendar'
 * (the API builds the file with the same code as an activity's).
 */
export function BookingsCard({ userId }: { userId: number }) {
  const query = useQuery(bookingsQuery(userId));
  return (
    <section className="aw-panel" aria-labelledby="dash-bookings">
      <h2 id="dash-bookings">My bookings</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your bookings..." />
      ) : query.isError ? (
        <ErrorState title="We couldn't load your bookings" message={errorText(query.error)} action={<RetryButton onRetry={() => void query.refetch()} />} />
      ) : query.data.length === 0 ? (
        <>
          <p>You have no mentor sessions booked. Mentors hold small group sessions you can reserve a spot in.</p>
          <LinkButton to="/mentorship" size="large">Browse Mentors</LinkButton>
        </>
      ) : (
        <ul className="aw-list">
          {query.data.map((b) => (
            <li key={b.session.id} className="aw-booking">
              <h3>{b.session.title}</h3>
              <ul className="aw-facts">
                <li>{formatDateAtIn(b.session.startsAt, b.session.timeZone)} · {b.session.durationMinutes} minutes</li>
              </ul>
              <p className="aw-booking-with">
                With <Link to={`/mentors/${b.mentorId}`}>{b.mentorName}</Link>
              </p>
              <AddToCalendar href={apiPaths.mentorSessionIcs(b.mentorId, b.session.id)} label={`Add to calendar: ${b.session.title}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
