import { auditQuerySchema, isBuiltInRole, roleFormSchema, rolePatchSchema, userRoleChangeSchema } from './admin';
import { accepted, messages } from './test-support';

// Spec part 2 §5 (Role), word for word.
describe('the role form', () => {
  it("'Name must be at least 2 characters' / 'Name cannot exceed 50 characters'", () => {
    expect(messages(roleFormSchema, { name: 'a' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(messages(roleFormSchema, { name: 'x'.repeat(51) })).toEqual({ name: 'Name cannot exceed 50 characters' });
  });

  it('permissions: one list of strings; a comma-separated string is split, blanks and repeats dropped; none is []', () => {
    expect(accepted(roleFormSchema, { name: 'editor', permissions: ' read:resources, write:resources ,,read:resources' })).toEqual({
      name: 'editor', description: null, permissions: ['read:resources', 'write:resources'],
    });
    expect(accepted(roleFormSchema, { name: 'editor', permissions: null }).permissions).toEqual([]);
    expect(messages(roleFormSchema, { name: 'editor', permissions: [1] })).toEqual({ permissions: 'Permissions must be a list of text values' });
    expect(messages(roleFormSchema, { name: 'editor', permissions: Array.from({ length: 51 }, (_, i) => `p${i}`) })).toEqual({
      permissions: 'A role cannot have more than 50 permissions',
    });
  });

  it('a patch may carry any subset', () => {
    expect(accepted(rolePatchSchema, { description: 'Edits the library' })).toEqual({ description: 'Edits the library' });
  });

  it('the built-in roles are user and admin', () => {
    expect(isBuiltInRole('user')).toBe(true);
    expect(isBuiltInRole('admin')).toBe(true);
    expect(isBuiltInRole('editor')).toBe(false);
  });
});

describe('role changes and the audit list', () => {
  it('a role id is a positive whole number', () => {
    expect(messages(userRoleChangeSchema, {})).toEqual({ roleId: 'Please choose a role' });
    expect(messages(userRoleChangeSchema, { roleId: 0 })).toEqual({ roleId: 'Please choose a role' });
  });

  it('the audit limit is 1 to 100, 20 by default, read from a query string', () => {
    expect(accepted(auditQuerySchema, {})).toEqual({ limit: 20 });
    expect(accepted(auditQuerySchema, { limit: '100' })).toEqual({ limit: 100 });
    expect(messages(auditQuerySchema, { limit: '101' })).toEqual({ limit: 'Limit must be a number from 1 to 100' });
  });
});
