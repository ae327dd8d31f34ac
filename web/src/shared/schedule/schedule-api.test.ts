import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store.ts';
import { tokenReceived } from '../session/session-slice.ts';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route, type Call } from '../../testing/fetch-mock.ts';
import { scheduleApi } from './schedule-api.ts';

const ID = '0190b5e4-0000-7000-8000-000000000001';
const view = { appointment: { id: ID } };
const keyOf = (call: Call) => call.headers.get('idempotency-key');

type Store = ReturnType<typeof createAppStore>;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A store whose first call to each path is refused 401 (an expired token), so the base query retries it. */
function storeAfterExpiry(method: string, path: string) {
  const fresh = fakeAccessToken('ROOM_USER', ['ROOM_USER'], 'fresh-sub');
  const mocked = mockFetch(
    route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(fresh))),
    route(method, path, (call) =>
      call.headers.get('authorization') === `Bearer ${fresh}`
        ? json(200, view)
        : json(401, { messageCode: 'common.auth.token_expired', message: '' }),
    ),
  );
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken('ROOM_USER')));
  return { store, calls: () => mocked.calls.filter((call) => call.url.pathname === path) };
}

const CASES: [string, string, string, (store: Store) => Promise<unknown>][] = [
  [
    'booking',
    'POST',
    '/api/schedule/appointments',
    (store) =>
      store.dispatch(
        scheduleApi.endpoints.bookAppointment.initiate({
          room: ID,
          sector: ID,
          doctor: ID,
          patient: ID,
          startTime: '2026-12-01T09:00:00.000Z',
        }),
      ),
  ],
  [
    'move',
    'PATCH',
    `/api/schedule/appointments/${ID}`,
    (store) =>
      store.dispatch(
        scheduleApi.endpoints.moveAppointment.initiate({
          id: ID,
          move: { room: ID, doctor: ID, startTime: '2026-12-01T10:00:00.000Z' },
        }),
      ),
  ],
  [
    'payment',
    'PATCH',
    `/api/schedule/appointments/${ID}/payment`,
    (store) => store.dispatch(scheduleApi.endpoints.setPaid.initiate({ id: ID, paid: true })),
  ],
  [
    'cancel',
    'DELETE',
    `/api/schedule/appointments/${ID}/cancel`,
    (store) =>
      store.dispatch(
        scheduleApi.endpoints.cancelAppointment.initiate({ id: ID, cancel: { cancelMotive: 'Grippe' } }),
      ),
  ],
];

describe('Idempotency-Key on the appointment writes', () => {
  it.each(CASES)(
    'sends one key per %s, the same on the retry after a refreshed token, a new one for the next action',
    async (_what, method, path, send) => {
      const { store, calls } = storeAfterExpiry(method, path);
      await send(store);
      const [refused, retried] = calls();
      expect(keyOf(refused!)).toMatch(/^[0-9a-f-]{36}$/);
      expect(keyOf(retried!)).toBe(keyOf(refused!));
      await send(store);
      expect(keyOf(calls()[2]!)).not.toBe(keyOf(refused!));
    },
  );
});
