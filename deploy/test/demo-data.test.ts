import { describe, expect, it } from 'vitest';
import { isValidPassword } from '@teleplan/proto/password-rules';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD, DEMO_PATIENTS, DEMO_STAFF } from '../seed/demo-data.ts';
import { emailOf } from '../seed/demo-people.ts';
import { DEMO_ROOM_TYPES, DEMO_ROOMS, DEMO_SECTORS } from '../seed/demo-practices.ts';

describe('the demo data', () => {
  it('holds one account per staff role, a person with three roles, shared password following the rules', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR']) {
      expect(
        DEMO_ACCOUNTS.some((a) => a.roles.length === 1 && a.roles[0] === role),
        role,
      ).toBe(true);
    }
    expect(DEMO_ACCOUNTS.flatMap((a) => a.roles)).not.toContain('PATIENT');
    expect(DEMO_ACCOUNTS.filter((a) => a.roles.length === 3)).toHaveLength(1);
    expect(isValidPassword(DEMO_PASSWORD)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.roles).toContain(account.preferredRole);
      expect(account.email).toMatch(/^[a-z]+\.[a-z]+@demo\.teleplan\.fr$/);
    }
  });

  it('bootstraps the demo super administrator, and can tell every patient apart by email or phone', () => {
    expect(DEMO_ADMIN).toEqual({ email: 'claire.moreau@demo.teleplan.fr', password: DEMO_PASSWORD });
    for (const patient of DEMO_PATIENTS) expect(patient.email ?? patient.telephoneNumber).toBeTruthy();
  });
});

describe('the demo people and practices', () => {
  const byEmail = new Map(DEMO_STAFF.map((person) => [person.email, person]));
  const holds = (email: string, role: Role) => byEmail.get(email)?.roles.includes(role) ?? false;

  it('has twenty doctors and two hundred patients, every email and phone unique and valid', () => {
    expect(DEMO_STAFF.filter((person) => person.roles.includes('DOCTOR'))).toHaveLength(20);
    expect(DEMO_PATIENTS).toHaveLength(200);
    const people = [...DEMO_STAFF, ...DEMO_PATIENTS];
    const emails = people.flatMap((person) => (person.email ? [person.email] : []));
    const phones = people.flatMap((person) => (person.telephoneNumber ? [person.telephoneNumber] : []));
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(phones).size).toBe(phones.length);
    for (const email of emails) expect(email).toMatch(/^[a-z-]+\.[a-z-]+@demo\.teleplan\.fr$/);
    for (const phone of phones) expect(isValidPhoneNumber(phone), phone).toBe(true);
    for (const person of DEMO_STAFF) expect(person.email).toBe(emailOf(person.firstName, person.lastName));
  });

  it('has two patients writing in English who take their messages by email', () => {
    const english = DEMO_PATIENTS.filter((patient) => patient.language === 'en');
    expect(english).toHaveLength(2);
    for (const patient of english) {
      expect(patient.email).toBeTruthy();
      expect(patient.notifications?.acceptingEmail).toBe(true);
    }
  });

  it('has patients without email and without phone, never without both', () => {
    expect(DEMO_PATIENTS.filter((patient) => !patient.email).length).toBeGreaterThan(10);
    expect(DEMO_PATIENTS.filter((patient) => !patient.telephoneNumber).length).toBeGreaterThan(10);
    for (const patient of DEMO_PATIENTS) expect(patient.email ?? patient.telephoneNumber).toBeTruthy();
  });

  it('asks only for the notifications a contact allows, and only durations the schedule service accepts', () => {
    for (const person of [...DEMO_STAFF, ...DEMO_PATIENTS]) {
      if (person.notifications?.acceptingEmail) expect(person.email).toBeTruthy();
      if (person.notifications?.acceptingSms) expect(person.telephoneNumber).toBeTruthy();
    }
    const durations = DEMO_STAFF.flatMap((person) =>
      person.doctor ? [person.doctor.consultationDuration] : [],
    );
    expect(new Set(durations)).toEqual(new Set([10, 20, 30]));
    // The last doctor's duration and the last room's preparation tell a later start those stages are done.
    expect(DEMO_STAFF.at(-1)!.doctor!.consultationDuration).not.toBe(10);
    expect(DEMO_ROOMS.at(-1)!.prepDuration).not.toBe(10);
    expect(DEMO_STAFF.at(-1)!.notifications).toBeDefined();
    for (const room of DEMO_ROOMS) expect(room.prepDuration % 10).toBe(0);
  });

  it('gives every sector its own manager, doctors who hold DOCTOR and rooms within its licence', () => {
    expect(DEMO_SECTORS.map((sector) => sector.name)).toEqual(['Aube', 'Marne', 'Haute-Marne']);
    expect(new Set(DEMO_SECTORS.map((sector) => sector.managerEmail)).size).toBe(3);
    expect(DEMO_SECTORS[0]!.managerEmail).toBe('sophie.bernard@demo.teleplan.fr');
    for (const sector of DEMO_SECTORS) {
      expect(holds(sector.managerEmail, 'SECTOR_MANAGER'), sector.managerEmail).toBe(true);
      for (const email of sector.doctorEmails) expect(holds(email, 'DOCTOR'), email).toBe(true);
      const rooms = DEMO_ROOMS.filter((room) => room.sectors.includes(sector.name));
      expect(rooms.length).toBeLessThanOrEqual(sector.licenceRooms);
    }
    const roomUserSector = DEMO_SECTORS.find((sector) =>
      DEMO_ROOMS.some(
        (room) =>
          room.sectors.includes(sector.name) && room.userEmails?.includes('camille.laurent@demo.teleplan.fr'),
      ),
    )!;
    expect(roomUserSector.doctorEmails).toEqual(
      expect.arrayContaining(['antoine.girard@demo.teleplan.fr', 'elodie.rousseau@demo.teleplan.fr']),
    );
  });

  it('places a dozen rooms in the three departments, one virtual room, with known room types', () => {
    const types = new Set(DEMO_ROOM_TYPES.map((type) => type.name));
    const physical = DEMO_ROOMS.filter((room) => !room.virtual);
    expect(physical.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_ROOMS.filter((room) => room.virtual)).toEqual([
      expect.objectContaining({ address: 'Virtual', latitude: 0, longitude: 0 }),
    ]);
    for (const room of physical) {
      expect(room.address, room.name).toMatch(/\b(10|51|52)\d{3} /);
      expect(room.latitude).toBeGreaterThan(47.5);
      expect(room.latitude).toBeLessThan(49.5);
      expect(room.longitude).toBeGreaterThan(3.3);
      expect(room.longitude).toBeLessThan(5.9);
    }
    for (const room of DEMO_ROOMS) {
      expect(types.has(room.roomType), room.roomType).toBe(true);
      expect(isValidPhoneNumber(room.telephoneNumber)).toBe(true);
      if (room.managerEmail) expect(holds(room.managerEmail, 'ROOM_MANAGER')).toBe(true);
      for (const email of room.userEmails ?? []) expect(holds(email, 'ROOM_USER'), email).toBe(true);
    }
    // Every room can be edited (its form asks for a manager) and has someone at its desk; a manager manages one
    // room, a room user works in one.
    expect(
      DEMO_ROOMS.find((room) => room.managerEmail === 'thomas.dubois@demo.teleplan.fr')?.sectors,
    ).toEqual(['Aube']);
    expect(DEMO_ROOMS.filter((room) => !room.managerEmail || !room.userEmails?.length)).toEqual([]);
    const managers = DEMO_ROOMS.map((room) => room.managerEmail);
    expect(new Set(managers).size).toBe(DEMO_ROOMS.length);
    const users = DEMO_ROOMS.flatMap((room) => room.userEmails ?? []);
    expect(new Set(users).size).toBe(users.length);
    for (const type of DEMO_ROOM_TYPES) expect(type.translations.en).toBeTruthy();
  });
});
