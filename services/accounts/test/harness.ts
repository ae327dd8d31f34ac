import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CompositeProfile, Profile } from '@teleplan/proto/accounts';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { Role } from '@teleplan/proto/roles';
import { startTestService, type TestService } from '@teleplan/kit/testing/start-test-service';
import type { AccountsConfig } from '../src/config.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { OutgoingMail } from '../src/mail/templates.ts';
import { buildAccounts, definition, type AccountsOverrides, type AccountsRuntime } from '../src/service.ts';
import { createSessionIssuer } from './session-issuer.ts';

/** A password every test person gets; it follows the rules. */
export const PASSWORD = 'Bonjour-2026!';

/** Time as the service sees it: real time plus an offset tests move forward. */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** Who calls; `sid` puts a sign-in session id in the access token. */
export type Caller = { id: string; role: Role | 'SERVICE'; sid?: string } | null;

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export interface Person {
  id: string;
  email: string;
  role: Role;
  roles: Role[];
  password: string;
}

let sequence = 0;
/** An email no other test used. */
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@test.teleplan.fr`;
}

/** Someone the database does not know, for acting in a role (role checks need no account). */
export function ghost(role: Role | 'SERVICE'): Caller {
  return { id: randomUUID(), role };
}

export interface Counts {
  profiles: number;
  accounts: number;
  tokens: number;
  events: number;
}

export interface Harness {
  service: TestService<AccountsConfig>;
  /** The service's shared state (context, outbox relay). */
  runtime: AccountsRuntime;
  mails: OutgoingMail[];
  clock: TestClock;
  /**
   * Calls the service (under /api/accounts unless `url` starts with /api/) as `caller` (null: no token), and
   * waits for the background work the call started (e.g. a reset link). A body that is not JSON comes as text.
   */
  call<T = unknown>(method: string, url: string, caller: Caller, body?: unknown): Promise<Reply<T>>;
  /** A staff account created by a super admin, disabled until activated. */
  createStaff(roles: Role[], extra?: Record<string, unknown>): Promise<CompositeProfile>;
  /** The token of the last activation or reset mail sent to `email`. */
  lastToken(email: string, kind: 'activation' | 'reset'): string;
  /** A staff member with an active account and PASSWORD, acting in their first role. */
  person(roles: Role[]): Promise<Person>;
  patient(extra?: Record<string, unknown>): Promise<Profile>;
  /** An encoded, solved captcha payload. */
  solvedCaptcha(): Promise<string>;
  counts(): Promise<Counts>;
  /** Types of the outbox events written after `since` rows (in order). */
  eventsSince(
    since: number,
  ): Promise<{ type: string; payload: { payload: { current: unknown; previous?: unknown } } }[]>;
  close(): Promise<void>;
}

/**
 * Starts the service on a fresh database; mails are recorded in `mails` unless `mailer` replaces the transport;
 * `overrides` replaces more of the service's parts (e.g. its background tasks).
 */
export async function startAccounts(
  config: Partial<AccountsConfig> = {},
  mailer?: Mailer,
  overrides: Omit<AccountsOverrides, 'clock' | 'mailer'> = {},
): Promise<Harness> {
  const mails: OutgoingMail[] = [];
  const clock = new TestClock();
  let plugin: ReturnType<typeof buildAccounts> | undefined;
  let sessions: ReturnType<typeof createSessionIssuer> | undefined;
  const service = await startTestService(
    {
      ...definition,
      build: (deps) => {
        sessions = createSessionIssuer(deps.auth.issuer);
        return (plugin = buildAccounts(
          { ...deps, auth: { ...deps.auth, keys: sessions.keys(deps.auth.keys) } },
          {
            ...overrides,
            clock: clock.now,
            mailer: mailer ?? {
              send: async (mail) => {
                mails.push(mail);
              },
            },
          },
        ));
      },
    },
    {
      config: {
        ACCOUNTS_PUBLIC_URL: 'http://app.test',
        ACCOUNTS_CAPTCHA_COST: 1,
        ACCOUNTS_CAPTCHA_MAX_COUNTER: 20,
        ...config,
      },
    },
  );

  const call = async <T>(method: string, url: string, caller: Caller, body?: unknown): Promise<Reply<T>> => {
    const headers: Record<string, string> = {};
    if (caller) {
      const token = caller.sid
        ? sessions!.token(caller.id, caller.role, caller.sid)
        : await service.issuer.token(caller.id, caller.role);
      headers.authorization = `Bearer ${token}`;
    }
    const response = await service.app.inject({
      method: method as 'GET',
      url: url.startsWith('/api/') ? url : `/api/accounts${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    await plugin!.runtime!.ctx.background.flush();
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const answer = !response.body ? undefined : json ? response.json() : response.body;
    return { status: response.statusCode, body: answer as T };
  };

  const admin = ghost('SUPER_ADMIN');
  const harness: Harness = {
    service,
    runtime: plugin!.runtime!,
    mails,
    clock,
    call,
    async createStaff(roles, extra = {}) {
      const reply = await call<CompositeProfile>('POST', '/create', admin, {
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: uniqueEmail(),
        telephoneNumber: '+33612345678',
        sex: 'F',
        roles,
        ...extra,
      });
      if (reply.status !== 201)
        throw new Error(`create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    lastToken(email, kind) {
      const mail = mails.filter((m) => m.to === email && m.kind === kind).at(-1);
      if (!mail?.link) throw new Error(`no ${kind} mail to ${email}`);
      return new URL(mail.link.replace('/#/', '/')).searchParams.get('token')!;
    },
    async person(roles) {
      const created = await harness.createStaff(roles);
      const email = created.profile.email!;
      const reply = await call('POST', '/initialize-password', null, {
        password: PASSWORD,
        token: harness.lastToken(email, 'activation'),
        termsAccepted: true,
      });
      if (reply.status !== 204)
        throw new Error(`activation failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { id: created.profile.id, email, role: roles[0]!, roles, password: PASSWORD };
    },
    async patient(extra = {}) {
      const reply = await call<Profile>('POST', '/create/patient', ghost('ROOM_USER'), {
        firstName: 'Paul',
        lastName: 'Durand',
        email: uniqueEmail('patient'),
        telephoneNumber: '+33698765432',
        sex: 'M',
        ...extra,
      });
      if (reply.status !== 201)
        throw new Error(`patient failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    },
    async solvedCaptcha() {
      const challenge = (await call<Challenge>('GET', '/captcha', null)).body;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async counts() {
      const [row] = await service.dataSource.query<Counts[]>(
        `SELECT (SELECT count(*)::int FROM profile) AS profiles, (SELECT count(*)::int FROM account) AS accounts,
                (SELECT count(*)::int FROM password_token) AS tokens, (SELECT count(*)::int FROM outbox_event) AS events`,
      );
      return row!;
    },
    async eventsSince(since) {
      return service.dataSource.query(
        'SELECT type, payload FROM outbox_event ORDER BY created_at, id OFFSET $1',
        [since],
      );
    },
    close: () => service.close(),
  };
  return harness;
}

export function asPerson(person: Person, role: Role = person.role): Caller {
  return { id: person.id, role };
}

export function code(reply: Reply): string | undefined {
  return (reply.body as ErrorBody | undefined)?.messageCode;
}
