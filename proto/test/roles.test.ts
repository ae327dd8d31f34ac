import { describe, expect, it } from 'vitest';
import { grantableRoles, isAssignableAlongside } from '../src/roles.ts';

describe('role hierarchy', () => {
  it('refuses ROOM_MANAGER to a doctor and ROOM_USER to a room manager', () => {
    expect(isAssignableAlongside('ROOM_MANAGER', ['DOCTOR'])).toBe(false);
    expect(isAssignableAlongside('ROOM_USER', ['ROOM_MANAGER'])).toBe(false);
  });
  it('allows DOCTOR next to ROOM_USER', () => {
    expect(isAssignableAlongside('DOCTOR', ['ROOM_USER'])).toBe(true);
  });
  it('always allows ADMIN and SUPER_ADMIN', () => {
    expect(isAssignableAlongside('ADMIN', ['DOCTOR', 'SECTOR_MANAGER'])).toBe(true);
    expect(isAssignableAlongside('SUPER_ADMIN', ['ADMIN'])).toBe(true);
  });
  it('refuses SECTOR_MANAGER next to ADMIN', () => {
    expect(isAssignableAlongside('SECTOR_MANAGER', ['ADMIN'])).toBe(false);
  });
  it('lets only SUPER_ADMIN grant ADMIN and a room manager grant nothing', () => {
    expect(grantableRoles('SUPER_ADMIN')).toContain('ADMIN');
    expect(grantableRoles('ADMIN')).not.toContain('ADMIN');
    expect(grantableRoles('ROOM_MANAGER')).toEqual([]);
  });
});
