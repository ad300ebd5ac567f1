import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, useSession } from '@afterwork/shell-sdk';
import { joinGroup } from '../api/groups-mutations';
import { useRefreshGroups } from '../hooks/use-refresh-groups';

const GUIDELINES = [
  'Be respectful and kind to every member.',
  'Follow the group rules set by the group admins.',
  'Participate actively: share, ask and help out.',
  'Say whether you are going to activities, so organisers know who is coming.',
];

/** 'Join Group' with the group's guidelines (spec part 2 §2.7). Joins the signed-in member only. */
export function JoinGroupDialog({ group, open, onClose }: { group: { id: number; name: string }; open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const refresh = useRefreshGroups();
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: () => joinGroup(group.id, user!.id),
    onSuccess: async () => {
      notify({ title: 'Joined group!', description: 'You are now a member of this group.', variant: 'success' });
      setError(null);
      onClose();
      await refresh();
    },
    onError: (err) => setError(errorText(err, 'We could not add you to this group. Please try again.')),
  });
  return (
    <Modal
      open={open}
      title={`Join ${group.name}`}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="join" size="large" type="primary" loading={join.isPending} onClick={() => join.mutate()}>
          Join Group
        </Button>,
      ]}
    >
      <p>Welcome! Before you join, please read our group guidelines:</p>
      <ul className="aw-guidelines">
        {GUIDELINES.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
