import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { Table, type TableProps } from '@afterwork/ui/antd-data';
import { isBuiltInRole, type Role } from '@afterwork/contracts/admin';
import { RowActions, STACK_TABLE, stackColumns } from '@afterwork/ui/stack-table';

interface Props {
  roles: Role[];
  onView: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function PermissionTags({ permissions }: { permissions: string[] }) {
  if (!permissions.length) return <span className="aw-muted">None</span>;
  return (
    <span className="aw-tags">
      {permissions.map((p) => (
        <Tag key={p}>{p}</Tag>
      ))}
    </span>
  );
}

export function RolesTable({ roles, onView, onEdit, onDelete }: Props) {
  const columns: TableProps<Role>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => (
        <strong>
          {name}
          {isBuiltInRole(name) && <span className="aw-muted"> (built in)</span>}
        </strong>
      ),
    },
    { title: 'Description', dataIndex: 'description', render: (d: string | null) => d || <span className="aw-muted">No description</span> },
    { title: 'Permissions', dataIndex: 'permissions', render: (p: string[]) => <PermissionTags permissions={p} /> },
    { title: 'Members', dataIndex: 'userCount', align: 'right' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, role) => (
        <RowActions>
          <Button onClick={() => onView(role)} aria-label={`View role ${role.name}`}>
            View
          </Button>
          <Button onClick={() => onEdit(role)} aria-label={`Edit role ${role.name}`}>
            Edit
          </Button>
          {/* The built-in roles are needed by the site: no Delete is offered (and the server refuses it). */}
          {!isBuiltInRole(role.name) && (
            <Button danger onClick={() => onDelete(role)} aria-label={`Delete role ${role.name}`}>
              Delete
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Table<Role>
      rowKey="id"
      columns={stackColumns(columns!)}
      className={STACK_TABLE}
      dataSource={roles}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: <p className="aw-admin-empty">No roles found. Create a new role to get started.</p> }}
    />
  );
}
