import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import { isValidPassword } from '@teleplan/proto/password-rules';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { inTransaction } from '../src/domain/unit-of-work.ts';
import { isReachableRoleSet } from '../src/domain/permissions.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PATIENTS, seedDemoAccounts } from '../src/seed.ts';
import { ghost, startAccounts, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => h?.close());

describe('outbox', () => {
  it('writes events only when the change commits', async () => {
    const before = await h.counts();
    await expect(
      inTransaction(h.runtime.ctx, async (work) => {
        await work.emit('profile.created', { current: { id: 'x' } });
        throw new Error('something failed after the event was written');
      }),
    ).rejects.toThrow('something failed');
    expect((await h.counts()).events).toBe(before.events);
  });

  it('publishes committed events on the bus with whole snapshots', async () => {
    const received: EventEnvelope[] = [];
    await h.service.bus.subscribe('test-consumer', ['account.created'], async (event) => {
      received.push(event);
    });
    const created = await h.createStaff(['ROOM_MANAGER']);
    const event = await waitFor('account.created on the bus', () =>
      received.find((e) => (e.payload as { current: { id: string } }).current.id === created.profile.id),
    );
    expect(event).toMatchObject({ type: 'account.created', producer: 'accounts', version: 1 });
    expect(event.payload).toEqual({ current: created.account });
    // The relay marks the row sent once the bus confirmed, which may land just after the delivery.
    await waitFor('the outbox row marked sent', async () => {
      const [row] = await h.service.dataSource.query<{ sent_at: Date | null }[]>(
        'SELECT sent_at FROM outbox_event WHERE id = $1',
        [event.id],
      );
      return row?.sent_at ?? undefined;
    });
  });

  it('writes no event for a refused request', async () => {
    const before = await h.counts();
    const doctor = await h.createStaff(['DOCTOR']);
    const afterCreate = await h.counts();
    await h.call('PUT', `/${doctor.profile.id}/roles/ROOM_MANAGER`, ghost('SUPER_ADMIN'));
    await h.call('POST', `/${doctor.profile.id}/deactivate`, ghost('ADMIN'));
    await h.call('PATCH', `/profile/${doctor.profile.id}`, ghost('ROOM_USER'), { firstName: 'Refusé' });
    expect(afterCreate.events).toBe(before.events + 2);
    expect((await h.counts()).events).toBe(afterCreate.events);
  });
});

describe('demo seed', () => {
  it('holds one account per staff role, a person with three roles, shared password following the rules', () => {
    const roles = DEMO_ACCOUNTS.flatMap((a) => a.roles);
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER', 'DOCTOR']) {
      expect(
        DEMO_ACCOUNTS.some((a) => a.roles.length === 1 && a.roles[0] === role),
        role,
      ).toBe(true);
    }
    expect(roles).not.toContain('PATIENT');
    expect(DEMO_ACCOUNTS.filter((a) => a.roles.length === 3)).toHaveLength(1);
    expect(isValidPassword(DEMO_PASSWORD)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      expect(isReachableRoleSet(account.roles)).toBe(true);
      expect(account.roles).toContain(account.preferredRole);
      expect(account.email).toMatch(/^[a-z]+\.[a-z]+@demo\.teleplan\.fr$/);
    }
  });

  it('seeds active accounts and patients once, with their events', async () => {
    const seeded = await startAccounts();
    try {
      expect(await seedDemoAccounts(seeded.service.dataSource)).toBe(true);
      expect(await seedDemoAccounts(seeded.service.dataSource)).toBe(false);
      const counts = await seeded.counts();
      expect(counts).toMatchObject({
        accounts: DEMO_ACCOUNTS.length,
        profiles: DEMO_ACCOUNTS.length + DEMO_PATIENTS.length,
      });
      expect(counts.events).toBe(DEMO_ACCOUNTS.length * 2 + DEMO_PATIENTS.length);
      for (const demo of DEMO_ACCOUNTS) {
        const reply = await seeded.call<{
          valid: boolean;
          account?: { enabled: boolean; grantedRoles: string[] };
        }>('POST', '/internal/verify-credentials', ghost('SERVICE'), {
          email: demo.email,
          password: DEMO_PASSWORD,
        });
        expect(reply.body).toMatchObject({ valid: true, account: { enabled: true } });
        expect([...reply.body.account!.grantedRoles].sort()).toEqual([...demo.roles].sort());
      }
    } finally {
      await seeded.close();
    }
  });
});
