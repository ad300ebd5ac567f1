import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RolesTable } from './roles-table';
import { UsersTable } from './users-table';

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const roles = [
  { id: 1, name: 'user', description: 'A member', permissions: [], userCount: 1, createdAt: '2026-11-22T20:00:00Z', updatedAt: '2026-11-22T20:00:00Z' },
  { id: 2, name: 'admin', description: null, permissions: ['admin'], userCount: 0, createdAt: '2026-11-22T20:00:00Z', updatedAt: '2026-11-22T20:00:00Z' },
  { id: 3, name: 'host', description: 'Hosts events', permissions: [], userCount: 0, createdAt: '2026-11-22T20:00:00Z', updatedAt: '2026-11-22T20:00:00Z' },
];
const noop = () => {};

describe('RolesTable', () => {
  it("shows the spec's empty state", () => {
    wrap(<RolesTable roles={[]} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByText('No roles found. Create a new role to get started.')).toBeTruthy();
  });
  it('lists roles with named actions per row', () => {
    wrap(<RolesTable roles={roles} onView={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByRole('button', { name: 'Edit role admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete role host' })).toBeTruthy();
    // The built-in roles offer no Delete (the server refuses it too).
    expect(screen.queryByRole('button', { name: 'Delete role user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View role admin' })).toBeTruthy();
    expect(screen.getByText('No description')).toBeTruthy();
  });
});

describe('UsersTable', () => {
  it("shows the spec's empty state", () => {
    wrap(<UsersTable users={[]} roles={roles} />);
    expect(screen.getByText('No users found.')).toBeTruthy();
  });
  it("shows 'No role' for a member without one, and a named role picker per member", () => {
    wrap(
      <UsersTable
        users={[
          { id: 5, username: 'demo', name: 'Dorothy Evans', email: 'd@example.com', role: 'user', roleId: 1 },
          { id: 6, username: 'ghost', name: 'Gil Host', email: 'g@example.com', role: null, roleId: null },
        ]}
        roles={roles}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Role for Dorothy Evans (demo)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role for Gil Host (ghost)' })).toBeTruthy();
    expect(screen.getByText('No role')).toBeTruthy();
  });
});
