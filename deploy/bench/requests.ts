import { WEB_CLIENT_ID } from '@teleplan/proto/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';
import type { LoadTarget } from './load.ts';

/** The demo accounts the token row signs in as: one role each, so no role switch is involved. */
const SINGLE_ROLE_ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.roles.length === 1);
/** The demo account the reads are made as. */
export const BENCH_ACCOUNT = SINGLE_ROLE_ACCOUNTS[0]!;

export const TOKEN_PATH = '/api/authenticator/token';
export const OWN_ACCOUNT_PATH = '/api/accounts/account/me';

const grantBody = (email: string) =>
  new URLSearchParams({
    grant_type: 'password',
    username: email,
    password: DEMO_PASSWORD,
    client_id: WEB_CLIENT_ID,
  }).toString();

/**
 * The password grant of the SPA's sign-in form, for `BENCH_ACCOUNT`; under load each connection signs in as
 * the next single-role demo account. Attempts are counted per identifier before the password is checked, so
 * more parallel sign-ins of one account than the lockout's maximum would be refused as a lock, not measured.
 */
export function passwordGrant(origin: string): LoadTarget {
  return {
    url: `${origin}${TOKEN_PATH}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: grantBody(BENCH_ACCOUNT.email),
    bodyPerConnection: SINGLE_ROLE_ACCOUNTS.map((account) => grantBody(account.email)),
  };
}

/** The connected person's own account: authenticated, one read in the accounts database. */
export function ownAccount(origin: string, accessToken: string): LoadTarget {
  return {
    url: `${origin}${OWN_ACCOUNT_PATH}`,
    method: 'GET',
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

async function send(target: LoadTarget): Promise<Response> {
  return fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    signal: AbortSignal.timeout(10_000),
  });
}

/** Signs `BENCH_ACCOUNT` in once and returns its access token; throws with the answer when refused. */
export async function signIn(origin: string): Promise<string> {
  return signInAs(origin, BENCH_ACCOUNT.email, DEMO_PASSWORD);
}

/** Signs a person in once and returns the access token; throws with the answer when refused. */
export async function signInAs(origin: string, email: string, password: string): Promise<string> {
  const grant = passwordGrant(origin);
  const answer = await send({
    ...grant,
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: WEB_CLIENT_ID,
    }).toString(),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`Sign-in refused at ${origin}: ${answer.status} ${text}`);
  return (JSON.parse(text) as { access_token: string }).access_token;
}

/**
 * Checks once that `target` answers 200 with the benchmark account before it is loaded: a fast 401 or 404
 * would otherwise read as a great figure.
 */
export async function checkOwnAccount(target: LoadTarget): Promise<void> {
  const answer = await send(target);
  const text = await answer.text();
  if (answer.status !== 200 || !text.includes(BENCH_ACCOUNT.email))
    throw new Error(`${target.url} answered ${answer.status} ${text.slice(0, 300)}`);
}
