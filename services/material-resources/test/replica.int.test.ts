import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { AccountEvents } from '@teleplan/proto/events';
import { code, startResources, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startResources();
});
afterAll(async () => h?.close());

const person = (id: string) =>
  h.service.dataSource.query<{ roles: string[]; enabled: boolean; email: string }[]>(
    'SELECT roles, enabled, email FROM person WHERE id = $1',
    [id],
  );

describe("replica of accounts' people", () => {
  it('handles an event delivered twice once', async () => {
    const someone = await h.person(['DOCTOR']);
    const eventId = uuidv7();
    const payload = {
      current: {
        id: someone.id,
        enabled: true,
        grantedRoles: ['ROOM_MANAGER'],
        preferredRole: null,
        email: someone.email,
      },
    };
    await h.publish(AccountEvents.accountRolesChanged, payload, eventId);
    await h.publish(
      AccountEvents.accountRolesChanged,
      { current: { ...payload.current, grantedRoles: ['PATIENT'] } },
      eventId,
    );
    expect((await person(someone.id))[0]!.roles).toEqual(['ROOM_MANAGER']);
    const [row] = await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM inbox_event WHERE event_id = $1',
      [eventId],
    );
    expect(row!.n).toBe(1);
  });

  it('keeps the newest account snapshot when an older one arrives late', async () => {
    const someone = await h.person(['ROOM_USER']);
    const current = {
      id: someone.id,
      enabled: false,
      grantedRoles: ['ROOM_USER'],
      preferredRole: null,
      email: someone.email,
    };
    const late = {
      id: uuidv7(),
      type: AccountEvents.accountDeactivated,
      version: 1,
      occurredAt: '2020-01-01T00:00:00.000Z',
      producer: 'accounts',
      payload: { current },
    };
    await h.service.bus.publish(late);
    await h.service.bus.idle();
    expect((await person(someone.id))[0]!.enabled).toBe(true);
  });

  it('of two account snapshots of the same millisecond keeps the later event, whichever arrives last', async () => {
    const someone = await h.person(['ROOM_USER']);
    const [earlier, later] = [uuidv7(), uuidv7()].sort();
    const snapshot = (id: string, grantedRoles: string[]) => ({
      id,
      type: AccountEvents.accountRolesChanged,
      version: 1,
      occurredAt: '2030-01-01T00:00:00.000Z',
      producer: 'accounts',
      payload: {
        current: { id: someone.id, enabled: true, grantedRoles, preferredRole: null, email: someone.email },
      },
    });
    await h.service.bus.publish(snapshot(later!, ['DOCTOR']));
    await h.service.bus.publish(snapshot(earlier!, ['PATIENT']));
    await h.service.bus.idle();
    expect((await person(someone.id))[0]!.roles).toEqual(['DOCTOR']);
  });

  it('learns a new role from account.roles-changed, so the person can be a room manager', async () => {
    const someone = await h.person(['ROOM_USER']);
    const room = await h.room([(await h.sector()).sector.id]);
    expect(code(await h.call('PUT', `/rooms/${room.id}/room-manager/${someone.id}`, h.admin))).toBe(
      'material_resources.room.manager_invalid',
    );
    await h.publish(AccountEvents.accountRolesChanged, {
      current: {
        id: someone.id,
        enabled: true,
        grantedRoles: ['ROOM_MANAGER'],
        preferredRole: null,
        email: someone.email,
      },
    });
    expect((await h.call('PUT', `/rooms/${room.id}/room-manager/${someone.id}`, h.admin)).status).toBe(200);
  });

  it('dead-letters a malformed payload instead of dropping it', async () => {
    await h.publish(AccountEvents.accountUpdated, { current: { id: 'nope' } });
    expect(h.service.bus.deadLetters.some((d) => JSON.stringify(d).includes('nope'))).toBe(true);
  });
});
