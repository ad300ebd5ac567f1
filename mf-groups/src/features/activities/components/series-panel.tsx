import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@afterwork/ui/router';
import { SyncOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { notify, useSession } from '@afterwork/shell-sdk';
import type { Activity } from '@afterwork/contracts/groups';
import { formatShortDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import { CancelDialog } from './cancel-dialog';
import { seriesQuery } from '@afterwork/ui/rsvp-control';
import { localDay, repeatSummary } from '../lib/repeat';
import { useRefreshGroups } from '../../groups/public';
import { RsvpTag } from './status-tags';

/**
 * A date of a recurring activity (issue 22): how the series repeats, its next dates with the member's answer to
 * each, and for the host's admins: cancel this date, or this and every later one.
 */
export function SeriesPanel({ activity, canManage, hostPath }: { activity: Activity; canManage: boolean; hostPath: string }) {
  const repeat = activity.repeat!;
  const { user } = useSession();
  const navigate = useNavigate();
  const refresh = useRefreshGroups();
  const series = useQuery(seriesQuery(repeat.seriesId, user?.id));
  const [confirm, setConfirm] = useState<'one' | 'following' | null>(null);

  const dates = series.data?.upcoming ?? [];
  // 'This and later dates': the answers 'going' to this date and the later ones (one member may go to several).
  const goingFromHere = dates.filter((d) => d.startDate > activity.startDate).reduce((n, d) => n + d.goingCount, activity.goingCount);
  return (
    <section className="aw-series" aria-labelledby="aw-series-title">
      <h2 id="aw-series-title">
        <SyncOutlined aria-hidden /> Repeats
      </h2>
      <p>{repeatSummary(repeat, activity.startDate, localDay(activity.startDate, activity.timeZone))}</p>
      {dates.length > 0 && (
        <>
          <h3>Next dates</h3>
          <ul className="aw-series-dates">
            {dates.slice(0, 6).map((d) => (
              <li key={d.id} aria-current={d.id === activity.id ? 'page' : undefined}>
                <Link to={`/activities/${d.id}`}>
                  {formatShortDateIn(d.startDate, d.timeZone)} · {formatZonedTimeRange(d.startDate, d.endDate, d.timeZone)}
                </Link>
                {d.myRsvp && <RsvpTag status={d.myRsvp.status} position={d.myRsvp.waitlistPosition} />}
              </li>
            ))}
          </ul>
          {dates.length > 6 && <p className="aw-note">And {dates.length - 6} more dates.</p>}
        </>
      )}
      {canManage && (
        <div className="aw-card-actions">
          <Button size="large" danger onClick={() => setConfirm('one')}>
            Cancel this date
          </Button>
          <Button size="large" danger onClick={() => setConfirm('following')}>
            Cancel this and later dates
          </Button>
        </div>
      )}
      {confirm && (
        <CancelDialog
          open
          title={confirm === 'one' ? 'Cancel this date?' : 'Cancel this and every later date?'}
          okText={confirm === 'one' ? 'Cancel this date' : 'Cancel these dates'}
          activityId={activity.id}
          scope={confirm}
          going={confirm === 'one' ? activity.goingCount : goingFromHere}
          severalDates={confirm === 'following'}
          onClose={() => setConfirm(null)}
          onCancelled={async () => {
            notify({
              title: confirm === 'one' ? 'Date cancelled' : 'Dates cancelled',
              description: confirm === 'one' ? 'This date has been cancelled. Members who were going are being told.' : 'This date and every later one have been cancelled. Members who were going are being told.',
              variant: 'success',
            });
            setConfirm(null);
            await refresh();
            navigate(hostPath);
          }}
        >
          <p>
            {confirm === 'one'
              ? `${formatShortDateIn(activity.startDate, activity.timeZone)} will be removed with its answers. The other dates stay as they are.`
              : `${formatShortDateIn(activity.startDate, activity.timeZone)} and every later date will be removed with their answers. Earlier dates stay.`}
          </p>
        </CancelDialog>
      )}
    </section>
  );
}
