import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import type { Role } from '@afterwork/contracts/admin';
import { AdminNav } from '../../../common/admin-nav';
import { AdminLoadError } from '../../../common/admin-load-error';
import { AuditPanel } from '../../audit/public';
import { rolesQuery, usersWithRolesQuery } from '../api/roles-queries';
import { RolesTable } from './roles-table';
import { UsersTable } from './users-table';
import { RoleDetailsDialog } from './role-details-dialog';
import { RoleDeleteDialog } from './role-delete-dialog';

const loadRoleForm = () => import('./role-form-dialog');
const RoleFormDialog = lazy(loadRoleForm);

/** Which dialog is open: create, edit, delete confirm and details are independent (spec §4). */
type Dialog = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'view'; role: Role } | { kind: 'delete'; role: Role } | null;

/** /admin/users (spec §2.12): the roles, the members with their roles, and the latest admin changes. */
export default function AdminUsersPage() {
  const roles = useQuery(rolesQuery());
  const users = useQuery(usersWithRolesQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  // The form dialog stays mounted once opened, so what was typed survives closing it by mistake.
  const [formMounted, setFormMounted] = useState(false);

  useEffect(() => {
    document.title = 'Roles and members · Admin · Afterwork';
    void loadRoleForm(); // warm the form's chunk so 'Add Role' opens at once
  }, []);

  const open = (next: Dialog) => {
    if (next?.kind === 'create' || next?.kind === 'edit') setFormMounted(true);
    setDialog(next);
  };
  // Details, edit and delete show the freshest copy of the role (counts change after a move).
  const fresh = (role: Role) => roles.data?.find((r) => r.id === role.id) ?? role;

  return (
    <section className="aw-page aw-admin" aria-labelledby="admin-users-title">
      <AdminNav />
      <h1 id="admin-users-title">Roles and members</h1>
      {roles.isPending || users.isPending ? (
        <PageSpinner label="Loading roles and members..." />
      ) : roles.isError || users.isError ? (
        <AdminLoadError />
      ) : (
        <>
          <section aria-labelledby="roles-title" className="aw-admin-section">
            <div className="aw-admin-section-head">
              <h2 id="roles-title">Roles</h2>
              <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => open({ kind: 'create' })}>
                Add Role
              </Button>
            </div>
            <RolesTable
              roles={roles.data}
              onView={(role) => open({ kind: 'view', role })}
              onEdit={(role) => open({ kind: 'edit', role })}
              onDelete={(role) => open({ kind: 'delete', role })}
            />
          </section>
          <section aria-labelledby="users-title" className="aw-admin-section">
            <h2 id="users-title">Members</h2>
            <p className="aw-admin-hint">Choose a role in the list to change what a member may do. You will be asked to confirm.</p>
            <UsersTable users={users.data} roles={roles.data} />
          </section>
          <AuditPanel />
        </>
      )}
      {formMounted && (
        <Suspense fallback={null}>
          <RoleFormDialog
            open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
            role={dialog?.kind === 'edit' ? fresh(dialog.role) : null}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <RoleDetailsDialog
        role={dialog?.kind === 'view' ? fresh(dialog.role) : null}
        onClose={() => setDialog(null)}
        onEdit={(role) => open({ kind: 'edit', role })}
        onDelete={(role) => open({ kind: 'delete', role })}
      />
      <RoleDeleteDialog role={dialog?.kind === 'delete' ? fresh(dialog.role) : null} onClose={() => setDialog(null)} />
    </section>
  );
}
