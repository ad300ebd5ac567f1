import { Button } from '@afterwork/ui/antd-base';
import { Descriptions } from '@afterwork/ui/antd-data';
import { Modal } from '@afterwork/ui/antd-overlay';
import { isBuiltInRole, type Role } from '@afterwork/contracts/admin';
import { formatDateTime } from '@afterwork/ui/dates';
import { useNarrow } from '../../../common/use-narrow';
import { PermissionTags } from './roles-table';

/** A role's details; from here the admin can go on to edit or delete it (spec §2.12); the built-in roles offer no Delete. */
export function RoleDetailsDialog({ role, onClose, onEdit, onDelete }: {
  role: Role | null;
  onClose: () => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}) {
  const narrow = useNarrow();
  return (
    <Modal
      open={!!role}
      title={<h2 className="aw-dialog-title">Role details</h2>}
      onCancel={onClose}
      destroyOnHidden
      footer={
        role && (
          <div className="aw-dialog-actions">
            <Button size="large" onClick={onClose}>Close</Button>
            {!isBuiltInRole(role.name) && <Button size="large" danger onClick={() => onDelete(role)}>Delete</Button>}
            <Button size="large" type="primary" onClick={() => onEdit(role)}>Edit</Button>
          </div>
        )
      }
    >
      {role && (
        <Descriptions column={1} bordered size="middle" layout={narrow ? 'vertical' : 'horizontal'}>
          <Descriptions.Item label="Name">{role.name}</Descriptions.Item>
          <Descriptions.Item label="Description">{role.description || 'No description'}</Descriptions.Item>
          <Descriptions.Item label="Permissions"><PermissionTags permissions={role.permissions} /></Descriptions.Item>
          <Descriptions.Item label="Members with this role">{role.userCount}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(role.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last updated">{formatDateTime(role.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
