import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { inTransaction } from '../src/domain/unit-of-work.ts';
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
