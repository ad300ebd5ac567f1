import { describeEntry } from './describe-entry';

const base = { id: 1, actorId: 2, actorName: 'Arthur Bennett', targetType: 'role', targetId: 9, createdAt: '2026-11-22T20:00:00.000Z' };

describe('describeEntry', () => {
  it('says who did what to what', () => {
    expect(describeEntry({ ...base, action: 'role.created', targetLabel: 'Editor', details: {} })).toBe("Arthur Bennett created the role 'Editor'");
    expect(describeEntry({ ...base, action: 'role.updated', targetLabel: 'Editor', details: { changes: { name: {}, permissions: {} } } }))
      .toBe("Arthur Bennett updated the role 'Editor' (name, permissions)");
    expect(describeEntry({ ...base, action: 'role.deleted', targetLabel: 'Editor', details: { movedUsers: 2, movedTo: 'user' } }))
      .toBe("Arthur Bennett deleted the role 'Editor'; 2 members were moved to 'user'");
    expect(describeEntry({ ...base, action: 'user.role_changed', targetType: 'user', targetLabel: 'Dorothy Evans (demo)', details: { from: 'user', to: 'admin' } }))
      .toBe("Arthur Bennett changed the role of Dorothy Evans (demo) from 'user' to 'admin'");
    expect(describeEntry({ ...base, action: 'community.deleted', targetType: 'community', targetLabel: 'Chess Club', details: {} }))
      .toBe("Arthur Bennett deleted the community 'Chess Club'");
  });
});
