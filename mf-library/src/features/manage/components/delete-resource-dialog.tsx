import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import type { Resource } from '@afterwork/contracts/resources';
import { useDeleteResource } from '../../resources/public';

export function DeleteResourceDialog({ item, open, onClose }: { item: Resource; open: boolean; onClose: () => void }) {
  const remove = useDeleteResource();
  return (
    <Modal
      open={open}
      title="Confirm Delete"
      onCancel={onClose}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>Cancel</Button>,
        <Button
          key="delete"
          size="large"
          type="primary"
          danger
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(item.id, {
              onSuccess: () => {
                notifySuccess('Library item removed', `'${item.title}' is no longer in the library.`);
                onClose();
              },
              onError: (err) => notifyError('Failed to remove library item', errorText(err)),
            })
          }
        >
          Remove from Library
        </Button>,
      ]}
    >
      <p>
        Are you sure you want to remove <strong>{item.title}</strong> from the library? Members will no longer be able to see it. This cannot be undone.
      </p>
    </Modal>
  );
}
