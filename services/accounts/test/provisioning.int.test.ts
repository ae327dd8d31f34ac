import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, VerifyCredentialsReply } from '@teleplan/proto/accounts';
import type { ProvisionedActivations } from '@teleplan/proto/provisioning';
import { STAFF_ROLES } from '@teleplan/proto/roles';
import { AccountEvents, type EventEnvelope } from '@teleplan/proto/events';
import { startTestService } from '@teleplan/kit/testing/start-test-service';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import { bootstrapSuperAdmin } from '../src/domain/provisioning.ts';
import { buildAccounts, definition } from '../src/service.ts';
import { code, ghost, PASSWORD, startAccounts, uniqueEmail, type Harness } from './harness.ts';

const service = ghost('SERVICE');

describe('the first super administrator', () => {
  let h: Harness;
  const email = uniqueEmail('first.admin');
  beforeAll(async () => {
    h = await startAccounts({
      ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL: email,
      ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD: PASSWORD,
    });
  });
  afterAll(() => h.close());

  it('is created enabled, as SUPER_ADMIN, with the configured password, when no account exists', async () => {
    const verified = await h.call<VerifyCredentialsReply>('POST', '/internal/verify-credentials', service, {
      email,
      password: PASSWORD,
    });
    expect(verified.body).toMatchObject({
      valid: true,
      account: { enabled: true, grantedRoles: ['SUPER_ADMIN'], preferredRole: 'SUPER_ADMIN', email },
    });
    expect(await h.counts()).toMatchObject({ profiles: 1, accounts: 1, tokens: 0 });
    expect((await h.eventsSince(0)).map((event) => event.type)).toEqual([
      'profile.created',
      'account.created',
    ]);
  });

  it('is not created again once an account exists, whatever the configured email', async () => {
    const before = await h.counts();
    const created = await bootstrapSuperAdmin(h.runtime.ctx, {
      email: uniqueEmail('other'),
      password: PASSWORD,
    });
    expect(created).toBe(false);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses at start an email without password, or a password breaking the rules', async () => {
    await expect(bootstrapSuperAdmin(h.runtime.ctx, { email, password: '' })).rejects.toThrow(/go together/);
    await expect(bootstrapSuperAdmin(h.runtime.ctx, { email, password: 'short' })).rejects.toThrow(
      /password rules/,
    );
  });
});

describe('the first super administrator and the replicas', () => {
  it('is created once the process is ready, so a service mounted after accounts receives its events', async () => {
    const email = uniqueEmail('replicated.admin');
    const received: EventEnvelope[] = [];
    let accountsBeforeReady: number | undefined;
    // A later service of the same process (standalone mounts accounts before notification and schedule).
    const service = await startTestService(
      {
        ...definition,
        build: (deps) => {
          const accounts = buildAccounts(deps, { mailer: { send: async () => undefined } });
          let subscribed = false;
          return async (app) => {
            await app.register(accounts);
            if (subscribed) return;
            subscribed = true;
            const [row] = await deps.dataSource.query<{ n: number }[]>(
              'SELECT count(*)::int AS n FROM account',
            );
            accountsBeforeReady = row?.n;
            await deps.bus.subscribe(
              'later-replica',
              [AccountEvents.profileCreated, AccountEvents.accountCreated],
              async (event) => {
                received.push(event);
              },
            );
          };
        },
      },
      { config: { ACCOUNTS_BOOTSTRAP_ADMIN_EMAIL: email, ACCOUNTS_BOOTSTRAP_ADMIN_PASSWORD: PASSWORD } },
    );
    try {
      expect(accountsBeforeReady).toBe(0);
      await waitFor('the bootstrap events at the later replica', () => received.length === 2, {
        timeoutMs: 15_000,
      });
      expect(received.map((event) => event.type).sort()).toEqual(['account.created', 'profile.created']);
      const account = received.find((event) => event.type === 'account.created')?.payload as {
        current: { email: string; grantedRoles: string[] };
      };
      expect(account.current).toMatchObject({ email, grantedRoles: ['SUPER_ADMIN'] });
    } finally {
      await service.close();
    }
  });
});

describe('POST internal/accounts/activation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAccounts();
  });
  afterAll(() => h.close());
  const activate = (ids: string[], caller = service, password = PASSWORD) =>
    h.call<ProvisionedActivations>('POST', '/internal/accounts/activation', caller, { ids, password });
  const signsIn = async (email: string) =>
    (
      await h.call<VerifyCredentialsReply>('POST', '/internal/verify-credentials', service, {
        email,
        password: PASSWORD,
      })
    ).body;

  it('lets a service activate never-activated accounts with one password, as their owners would, without mail', async () => {
    const doctor = await h.createStaff(['DOCTOR']);
    const roomUser = await h.createStaff(['ROOM_USER']);
    const mailed = h.lastToken(doctor.profile.email!, 'activation');
    const mailsBefore = h.mails.length;
    const since = (await h.counts()).events;

    const activated = await activate([doctor.profile.id, roomUser.profile.id]);
    expect(activated.status).toBe(200);
    expect(activated.body.activated.toSorted()).toEqual([doctor.profile.id, roomUser.profile.id].toSorted());
    expect(activated.body.refused).toEqual([]);
    expect(h.mails).toHaveLength(mailsBefore);
    for (const person of [doctor, roomUser])
      expect(await signsIn(person.profile.email!)).toMatchObject({ valid: true, account: { enabled: true } });
    expect((await h.eventsSince(since)).map((event) => event.type)).toEqual([
      'account.activated',
      'account.activated',
    ]);
    // The mailed link was closed: nobody else sets the password afterwards.
    const old = await h.call('POST', '/initialize-password', null, {
      token: mailed,
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(code(old)).toBe('accounts.initialize_password.token_missing');
  });

  it('refuses a password breaking the rules, keeping the mailed link valid', async () => {
    const created = await h.createStaff(['ROOM_USER']);
    const refused = await activate([created.profile.id], service, 'short');
    expect(refused.status).toBe(400);
    expect(code(refused)).toBe('accounts.password.rules_not_met');
    const mailed = await h.call('POST', '/initialize-password', null, {
      token: h.lastToken(created.profile.email!, 'activation'),
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(mailed.status).toBe(204);
  });

  it('leaves an enabled account, and one an admin deactivated after its activation, as they are', async () => {
    const enabled = await h.person(['ROOM_USER']);
    const deactivated = await h.person(['ROOM_USER']);
    expect((await h.call('POST', `/${deactivated.id}/deactivate`, ghost('ADMIN'))).status).toBe(200);
    const fresh = await h.createStaff(['ROOM_USER']);
    const since = (await h.counts()).events;

    const answer = await activate([enabled.id, deactivated.id, fresh.profile.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.activated).toEqual([fresh.profile.id]);
    expect(answer.body.refused.toSorted()).toEqual([enabled.id, deactivated.id].toSorted());
    expect((await h.eventsSince(since)).map((event) => event.type)).toEqual(['account.activated']);
    const account = await h.call<Account>('GET', `/internal/accounts/${deactivated.id}`, service);
    expect(account.body.enabled).toBe(false);
  });

  it('answers 404 for an unknown account, activating none of the others', async () => {
    const created = await h.createStaff(['ROOM_USER']);
    const before = await h.counts();
    const missing = await activate([created.profile.id, '0190a000-0000-7000-8000-000000000000']);
    expect(missing.status).toBe(404);
    expect(code(missing)).toBe('accounts.account.missing');
    expect(await h.counts()).toEqual(before);
    expect(await signsIn(created.profile.email!)).toMatchObject({ valid: false });
  });

  it.each(STAFF_ROLES)('refuses a %s token (403) and no token (401), writing nothing', async (role) => {
    const created = await h.createStaff(['ROOM_USER']);
    const before = await h.counts();
    expect((await activate([created.profile.id], ghost(role))).status).toBe(403);
    expect((await activate([created.profile.id], null)).status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });
});
