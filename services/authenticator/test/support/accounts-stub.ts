import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Account } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';

/** How the stub behaves: answer, fail with a 500, or drop the connection. */
export type StubMode = 'up' | 'error' | 'drop';

interface StubAccount {
  account: Account;
  password: string;
}

export interface AccountsStub {
  url: string;
  mode: StubMode;
  /** Calls that carried a valid SERVICE token signed by the authenticator, and those that did not. */
  calls: { authorized: number; refused: number };
  /** The email of every verify-credentials call, in arrival order. */
  verified: string[];
  /** Holds the answers of verify-credentials (calls are still recorded) until the returned function runs. */
  holdVerifications(): () => void;
  add(
    email: string,
    password: string,
    roles: Role[],
    options?: { enabled?: boolean; preferredRole?: Role | null },
  ): Account;
  update(id: string, change: Partial<Omit<Account, 'id'>>): Account;
  remove(id: string): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server standing in for the accounts service's two internal endpoints. It checks that every call
 * carries a SERVICE bearer token that verifies against the authenticator's JWKS at the test's clock.
 */
export async function startAccountsStub(options: {
  jwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  now: () => Date;
}): Promise<AccountsStub> {
  const byId = new Map<string, StubAccount>();
  const app: FastifyInstance = Fastify({ logger: false });
  const calls = { authorized: 0, refused: 0 };
  const verified: string[] = [];
  let held: Promise<void> | undefined;
  let counter = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (stub.mode === 'drop') {
      request.raw.socket.destroy();
      return reply;
    }
    if (stub.mode === 'error')
      return reply.status(500).send({ messageCode: 'common.server.internal', message: 'boom' });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    try {
      if (!bearer) throw new Error('no token');
      const { payload } = await jwtVerify(bearer, createLocalJWKSet(await options.jwks()), {
        issuer: options.issuer,
        algorithms: ['ES256'],
        currentDate: options.now(),
      });
      if (payload.role !== 'SERVICE' || payload.sub !== 'service:authenticator')
        throw new Error('not a service');
      calls.authorized++;
    } catch {
      calls.refused++;
      return reply
        .status(401)
        .send({ messageCode: 'common.auth.unauthenticated', message: 'Authentication required' });
    }
  });

  app.post('/api/accounts/internal/verify-credentials', async (request) => {
    const { email, password } = request.body as { email: string; password: string };
    verified.push(email);
    await held;
    const found = [...byId.values()].find((a) => a.account.email === email);
    return found && found.password === password ? { valid: true, account: found.account } : { valid: false };
  });

  app.get('/api/accounts/internal/accounts/:id', async (request, reply) => {
    const found = byId.get((request.params as { id: string }).id);
    if (!found)
      return reply.status(404).send({ messageCode: 'accounts.account.missing', message: 'No such account' });
    return found.account;
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stub: AccountsStub = {
    url: `http://127.0.0.1:${port}/api/accounts`,
    mode: 'up',
    calls,
    verified,
    holdVerifications() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    add(email, password, roles, extra = {}) {
      counter++;
      const id = `0190a0b0-0000-7000-8000-${String(counter).padStart(12, '0')}`;
      const account: Account = {
        id,
        email,
        enabled: extra.enabled ?? true,
        grantedRoles: roles,
        preferredRole: extra.preferredRole ?? null,
      };
      byId.set(id, { account, password });
      return account;
    },
    update(id, change) {
      const found = byId.get(id)!;
      found.account = { ...found.account, ...change };
      return found.account;
    },
    remove(id) {
      byId.delete(id);
    },
    close: () => app.close(),
  };
  return stub;
}
