import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { DEFAULT_ROLE } from '@afterwork/contracts/roles';
import { isBuiltInRole, type Role } from '@afterwork/contracts/admin';
import { useDeleteRole } from '../api/roles-mutations';

const members = (n: number) => `${n} ${n === 1 ? 'user holds' : 'users hold'}`;

/** Delete a role, with the spec's warning when members hold it. The built-in roles explain why they stay. */
export function RoleDeleteDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const remove = useDeleteRole();
  const builtIn = !!role && isBuiltInRole(role.name);

  const confirm = () => {
    if (!role) return;
    remove.mutate(role.id, {
      onSuccess: (res) => {
        const moved = res?.movedUsers ?? 0;
        notify({
          title: 'Success',
          description: `Role has been deleted successfully.${moved ? ` ${moved} ${moved === 1 ? 'member was' : 'members were'} moved to the '${DEFAULT_ROLE}' role.` : ''}`,
          variant: 'success',
        });
        onClose();
      },
      onError: (err) => notifyError('Error', `Failed to delete role: ${errorText(err)}`),
    });
  };

  return (
    <Modal
      open={!!role}
      title={<h2 className="aw-dialog-title">{builtIn ? 'This role cannot be deleted' : 'Delete this role?'}</h2>}
      onCancel={() => !remove.isPending && onClose()}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        role && (
          <div className="aw-dialog-actions">
            <Button size="large" onClick={onClose} disabled={remove.isPending}>
              {builtIn ? 'Close' : 'Cancel'}
            </Button>
            {!builtIn && (
              <Button size="large" type="primary" danger loading={remove.isPending} onClick={confirm}>
                Delete Role
              </Button>
            )}
          </div>
        )
      }
    >
      {role &&
        (builtIn ? (
          <p>
            The '{role.name}' role is built in: the site needs it. You can edit its description and permissions instead.
          </p>
        ) : (
          <>
            <p>
              Are you sure you want to delete the role <strong>{role.name}</strong>? This cannot be undone.
            </p>
            {role.userCount > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`${members(role.userCount)} this role.`}
                description={`Users will lose this role if you delete it. They will be given the '${DEFAULT_ROLE}' role instead.`}
              />
            )}
          </>
        ))}
    </Modal>
  );
}
