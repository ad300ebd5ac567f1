import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@afterwork/ui/router';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify } from '@afterwork/shell-sdk';
import type { Activity } from '@afterwork/contracts/groups';
import { formatDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import { cancelActivity } from '../api/activities-mutations';
import { useRefreshGroups } from '../../groups/public';

/**
 * 'Cancel activity' for a one-off activity (issue 22; a date of a series has its own buttons in the Repeats panel):
 * the group's admins confirm, the activity goes with its answers, and the members going are told by mail and in the
 * site (the API's activity-change news, in the same transaction).
 */
export function CancelActivityButton({ activity, hostPath }: { activity: Activity; hostPath: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshGroups();
  const cancel = useMutation({
    mutationFn: () => cancelActivity(activity.id, 'one'),
    onSuccess: async () => {
      notify({
        title: 'Activity cancelled',
        description: `${activity.title} has been cancelled. Members who were going are being told.`,
        variant: 'success',
      });
      setOpen(false);
      await refresh();
      navigate(hostPath);
    },
    onError: (err) => notify({ title: 'Error', description: errorText(err, 'We could not cancel the activity. Please try again.'), variant: 'destructive' }),
  });
  const going = activity.goingCount;
  return (
    <>
      <Button size="large" danger onClick={() => setOpen(true)}>
        Cancel activity
      </Button>
      <Modal
        open={open}
        title="Cancel this activity?"
        okText="Cancel activity"
        cancelText="Keep it"
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onOk={() => cancel.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>
          {activity.title} on {formatDateIn(activity.startDate, activity.timeZone)}, {formatZonedTimeRange(activity.startDate, activity.endDate, activity.timeZone)},
          will be removed with its answers. This cannot be undone.
        </p>
        <p>
          {going === 0
            ? 'Nobody has said they are going yet.'
            : `The ${going === 1 ? 'member' : `${going} members`} going will be told by email and in the site, as their notification settings allow.`}
        </p>
      </Modal>
    </>
  );
}
