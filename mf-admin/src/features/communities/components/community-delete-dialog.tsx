import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { useDeleteCommunity } from '../api/communities-mutations';

export function CommunityDeleteDialog({ community, onClose }: { community: { id: number; name: string } | null; onClose: () => void }) {
  const remove = useDeleteCommunity();
  const confirm = () => {
    if (!community) return;
    remove.mutate(community.id, {
      onSuccess: () => {
        notify({ title: 'Community deleted successfully', variant: 'success' });
        onClose();
      },
      onError: (err) => notifyError('Error deleting community', errorText(err)),
    });
  };
  return (
    <Modal
      open={!!community}
      title={<h2 className="aw-dialog-title">Delete this community?</h2>}
      onCancel={() => !remove.isPending && onClose()}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <div className="aw-dialog-actions">
          <Button size="large" onClick={onClose} disabled={remove.isPending}>Cancel</Button>
          <Button size="large" type="primary" danger loading={remove.isPending} onClick={confirm}>Delete Community</Button>
        </div>
      }
    >
      {community && (
        <p>
          Are you sure you want to delete <strong>{community.name}</strong>? This cannot be undone.
        </p>
      )}
    </Modal>
  );
}
