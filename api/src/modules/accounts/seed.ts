import type { Knex } from 'knex';
import { createUsersRepository } from './repository';
import { hashPassword } from './password';

export const DEMO_MEMBER = { username: 'demo', password: 'demo-password' } as const;
export const DEMO_ADMIN = { username: 'admin', password: 'admin-password' } as const;

/** Roles are created by the migration; make sure they exist (idempotent). */
export async function seedRoles(db: Knex): Promise<void> {
  await db.raw(`insert into roles (name, description, permissions) values
    ('user', 'A member of Afterwork', '[]'::jsonb), ('admin', 'Administrator: manages content and members', '["admin"]'::jsonb)
    on conflict (name) do nothing`);
}

/** Demo accounts — never in production (the caller checks). Idempotent. */
export async function seedDemoAccounts(db: Knex): Promise<void> {
  const users = createUsersRepository(db);
  if (!(await users.findByUsername(DEMO_MEMBER.username))) {
    await users.insert({
      username: DEMO_MEMBER.username,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      name: 'Dorothy Evans',
      email: 'dorothy.evans@example.com',
      bio: 'Retired primary-school teacher. I love my garden, long walks and a good mystery novel.',
      location: 'Bristol, UK',
      profession: 'Retired teacher',
      interests: ['Gardening', 'Walking', 'Book clubs', 'Watercolour painting'],
      emailConfirmed: true,
    });
  }
  if (!(await users.findByUsername(DEMO_ADMIN.username))) {
    await users.insert({
      username: DEMO_ADMIN.username,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      name: 'Arthur Bennett',
      email: 'admin@afterwork.example.com',
      bio: 'I look after the Afterwork library and communities.',
      location: 'Leeds, UK',
      profession: 'Community coordinator',
      interests: ['Volunteering', 'History'],
      emailConfirmed: true,
      roleId: await users.roleIdByName('admin'),
    });
  }
}
