import { filterUsers } from './user-filter';

const users = [
  { id: 1, username: 'demo', name: 'Dorothy Evans', email: 'dorothy@example.com', role: 'user', roleId: 1 },
  { id: 2, username: 'admin', name: 'Arthur Bennett', email: 'admin@afterwork.example.com', role: 'admin', roleId: 2 },
];

it('filters members by name, username or email, case-insensitively', () => {
  expect(filterUsers(users, '').map((u) => u.id)).toEqual([1, 2]);
  expect(filterUsers(users, 'EVANS').map((u) => u.id)).toEqual([1]);
  expect(filterUsers(users, 'afterwork.example').map((u) => u.id)).toEqual([2]);
  expect(filterUsers(users, 'nobody')).toEqual([]);
});
