import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TokenError } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { SignInThrottleRepository } from '../src/data/sign-in-throttle.repository.ts';
import {
  BASE,
  form,
  issuedRefreshToken,
  login,
  refresh,
  startAuthenticator,
  type Harness,
} from './support/harness.ts';

const A = MessageCodes.authenticator;
const OFFICE = '203.0.113.7';
/** A minute boundary plus 10 s: every request of a test falls in one throttling window. */
const INSTANT = new Date('2026-03-02T09:15:10Z');

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('sign-in throttling with the default budgets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAuthenticator();
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.frozenAt = undefined;
  });

  it('lets an office sign in 42 times across 7 accounts and refresh one session 40 times from one address', async () => {
    h.clock.frozenAt = INSTANT;
    const emails = Array.from({ length: 7 }, (_, i) => `office-${i}@example.fr`);
    for (const email of emails) h.accounts.add(email, 'Secret-pass1', ['DOCTOR']);

    const signIns = [];
    for (let round = 0; round < 6; round++)
      for (const email of emails) signIns.push(await login(h.app, email, 'Secret-pass1', undefined, OFFICE));
    expect(statuses(signIns)).toEqual(Array(42).fill(200));

    let session = issuedRefreshToken(signIns[0]!);
    const refreshes = [];
    for (let i = 0; i < 40; i++) {
      const answer = await refresh(h.app, { cookie: session, remoteAddress: OFFICE });
      refreshes.push(answer);
      session = issuedRefreshToken(answer);
    }
    expect(statuses(refreshes)).toEqual(Array(40).fill(200));
  });

  it('refuses password spraying from one address with a 429, its messageCode and a Retry-After', async () => {
    h.clock.frozenAt = INSTANT;
    const sprayer = '198.51.100.9';
    const bystander = h.accounts.add('bystander@example.fr', 'Secret-pass1', ['DOCTOR']);
    const session = issuedRefreshToken(
      await login(h.app, bystander.email, 'Secret-pass1', undefined, sprayer),
    );

    // In batches of 20 concurrent requests: the count is atomic, so exactly the budget gets through.
    const answers = [];
    for (let batch = 0; batch < 20; batch++)
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            login(h.app, `sprayed-${batch * 20 + i}@example.fr`, 'Summer2026!', undefined, sprayer),
          ),
        )),
      );
    expect(statuses(answers).filter((s) => s !== 429)).toEqual(Array(299).fill(400));
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json<TokenError>()).toMatchObject({ messageCode: A.signInThrottled });
    expect(refused.headers['retry-after']).toBe('50');

    // The budget is the route's, whatever spelling of its path reached it.
    const encoded = await h.app.inject({
      method: 'POST',
      url: `${BASE}/toke%6E`,
      ...form({ grant_type: 'password', username: 'x@example.fr', password: 'x', client_id: 'teleplan-web' }),
      remoteAddress: sprayer,
    });
    expect(encoded.statusCode).toBe(429);

    expect((await refresh(h.app, { cookie: session, remoteAddress: sprayer })).statusCode).toBe(200);
    expect((await login(h.app, bystander.email, 'Secret-pass1', undefined, OFFICE)).statusCode).toBe(200);
    h.clock.frozenAt = new Date(INSTANT.getTime() + 60_000);
    expect((await login(h.app, bystander.email, 'Secret-pass1', undefined, sprayer)).statusCode).toBe(200);
  });
});

describe('sign-in throttling with small budgets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAuthenticator({
      AUTHENTICATOR_SIGN_IN_PER_MINUTE: 3,
      AUTHENTICATOR_REFRESH_PER_MINUTE: 5,
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.frozenAt = undefined;
  });

  it('counts refreshes on their own budget, never in the sign-in budget', async () => {
    h.clock.frozenAt = INSTANT;
    const account = h.accounts.add('budgets@example.fr', 'Secret-pass1', ['DOCTOR']);
    let session = issuedRefreshToken(await login(h.app, account.email, 'Secret-pass1'));
    const refreshes = [];
    for (let i = 0; i < 6; i++) {
      const answer = await refresh(h.app, { cookie: session });
      refreshes.push(answer);
      if (answer.statusCode === 200) session = issuedRefreshToken(answer);
    }
    expect(statuses(refreshes)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refreshes[5]!.json<TokenError>().messageCode).toBe(A.signInThrottled);

    const signIns = [];
    for (let i = 0; i < 3; i++) signIns.push(await login(h.app, account.email, 'Secret-pass1'));
    expect(statuses(signIns)).toEqual([200, 200, 429]);
  });

  it('forgets the windows that have passed', async () => {
    const throttle = new SignInThrottleRepository(h.service.dataSource.manager);
    const rows = async () =>
      (
        (await h.service.dataSource.query('SELECT count(*)::int AS n FROM sign_in_throttle')) as {
          n: number;
        }[]
      )[0]!.n;
    h.clock.frozenAt = new Date(INSTANT.getTime() + 3 * 60_000);
    await login(h.app, 'purge@example.fr', 'x');
    expect(await rows()).toBeGreaterThan(1);
    await throttle.purge(new Date('2026-03-02T09:18:00Z'));
    expect(await rows()).toBe(1);
  });
});
