import { describe, expect, it } from 'vitest';
import { defaultNewUserRole } from './roles.ts';

describe("a new user's default role", () => {
  const roles = [
    { id: 1, pid: null, roleLevel: 0 },
    { id: 2, pid: null, roleLevel: 1 },
    { id: 3, pid: 7, roleLevel: 0 },
    { id: 4, pid: 8, roleLevel: 1 },
  ];

  it("is the platform's own level-0 role when it has one", () => {
    expect(defaultNewUserRole(roles, 7)?.id).toBe(3);
  });

  it('is the built-in level-0 role otherwise', () => {
    expect(defaultNewUserRole(roles, 8)?.id).toBe(1);
    expect(defaultNewUserRole(roles, null)?.id).toBe(1);
  });

  it('is none when no level-0 role is offered', () => {
    expect(defaultNewUserRole(roles.filter((role) => role.roleLevel > 0), 8)).toBeNull();
  });
});
