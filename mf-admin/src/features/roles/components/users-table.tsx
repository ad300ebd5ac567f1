import { useMemo, useState } from 'react';
import { Alert } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { Select } from '@afterwork/ui/antd-form-extra';
import { Table, type TableProps } from '@afterwork/ui/antd-data';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notify, notifyError, useSession } from '@afterwork/shell-sdk';
import type { Role, UserWithRole } from '@afterwork/contracts/admin';
import { useChangeUserRole } from '../api/roles-mutations';
import { filterUsers } from '../lib/user-filter';
import { STACK_TABLE, stackColumns } from '@afterwork/ui/stack-table';

interface Pending {
  user: UserWithRole;
  role: Role;
}

/** The members with a role picker each (spec §2.12; the picker is beyond the spec). */
export function UsersTable({ users, roles }: { users: UserWithRole[]; roles: Role[] }) {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const change = useChangeUserRole();
  const shown = useMemo(() => filterUsers(users, search), [users, search]);
  const options = roles.map((r) => ({ value: r.id, label: r.name }));

  const confirm = () => {
    if (!pending) return;
    const { user, role } = pending;
    change.mutate(
      { userId: user.id, roleId: role.id },
      {
        onSuccess: () => {
          setPending(null);
          notify({ title: 'Role changed', description: `${user.name} now has the '${role.name}' role.`, variant: 'success' });
          if (user.id === session.user?.id) void session.refresh();
        },
        onError: (err) => {
          setPending(null);
          notifyError('Error', `Failed to change role: ${errorText(err)}`);
        },
      },
    );
  };

  const columns: TableProps<UserWithRole>['columns'] = [
    { title: 'Username', dataIndex: 'username' },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Email', dataIndex: 'email', render: (e: string) => <span className="aw-break">{e}</span> },
    {
      title: 'Role',
      key: 'role',
      render: (_: unknown, user) => (
        <Select<number>
          aria-label={`Role for ${user.name} (${user.username})`}
          className="aw-role-picker"
          value={user.roleId ?? undefined}
          placeholder="No role"
          options={options}
          disabled={change.isPending && pending?.user.id === user.id}
          onChange={(roleId) => {
            const role = roles.find((r) => r.id === roleId);
            if (role && role.id !== user.roleId) setPending({ user, role });
          }}
        />
      ),
    },
  ];

  const losingAdmin = pending && pending.user.role === 'admin' && pending.role.name !== 'admin';
  return (
    <>
      <Input.Search
        allowClear
        size="large"
        className="aw-admin-search"
        aria-label="Search members by name, username or email"
        placeholder="Search members..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Table<UserWithRole>
        rowKey="id"
        columns={stackColumns(columns!)}
      className={STACK_TABLE}
        dataSource={shown}
        scroll={{ x: 720 }}
        pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false, hideOnSinglePage: true } : false}
        locale={{ emptyText: <p className="aw-admin-empty">No users found.</p> }}
      />
      <Modal
        open={!!pending}
        title={<h2 className="aw-dialog-title">Change this member's role?</h2>}
        okText="Change role"
        cancelText="Keep current role"
        onOk={confirm}
        confirmLoading={change.isPending}
        onCancel={() => !change.isPending && setPending(null)}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {pending && (
          <>
            <p>
              <strong>{pending.user.name}</strong> ({pending.user.username}) will change from{' '}
              <strong>{pending.user.role ?? 'No role'}</strong> to <strong>{pending.role.name}</strong>.
            </p>
            {pending.role.name === 'admin' && (
              <Alert type="warning" showIcon title="They will be able to manage roles, members and communities." />
            )}
            {losingAdmin && pending.user.id === session.user?.id && (
              <Alert type="warning" showIcon title="This is you: you will lose access to the admin pages." />
            )}
          </>
        )}
      </Modal>
    </>
  );
}
