import { useState } from 'react';
import { useNavigate } from '@afterwork/ui/router';
import { Button } from '@afterwork/ui/antd-base';
import { notify } from '@afterwork/shell-sdk';
import type { Activity } from '@afterwork/contracts/groups';
import { formatDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import { useRefreshGroups } from '../../groups/public';
import { CancelDialog } from './cancel-dialog';

/**
 * 'Cancel activity' for a one-off activity (issue 22; a date of a series has its own buttons in the Repeats panel):
 * the group's admins confirm, the activity goes with its answers, and the members going are told by mail and in the
 * site (the API's activity-change news, in the same transaction), with the organiser's message when she writes one.
 */
export function CancelActivityButton({ activity, hostPath }: { activity: Activity; hostPath: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshGroups();
  return (
    <>
      <Button size="large" danger onClick={() => setOpen(true)}>
        Cancel activity
      </Button>
      <CancelDialog
        open={open}
        title="Cancel this activity?"
        okText="Cancel activity"
        activityId={activity.id}
        scope="one"
        going={activity.goingCount}
        onClose={() => setOpen(false)}
        onCancelled={async () => {
          notify({ title: 'Activity cancelled', description: `${activity.title} has been cancelled. Members who were going are being told.`, variant: 'success' });
          setOpen(false);
          await refresh();
          navigate(hostPath);
        }}
      >
        <p>
          {activity.title} on {formatDateIn(activity.startDate, activity.timeZone)}, {formatZonedTimeRange(activity.startDate, activity.endDate, activity.timeZone)},
          will be removed with its answers. This cannot be undone.
        </p>
      </CancelDialog>
    </>
  );
}
