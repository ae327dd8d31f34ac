import { WEB_CLIENT_ID } from '@teleplan/proto/auth';
import type { Role } from '@teleplan/proto/roles';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';

export type ApiCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the platform at `baseUrl` as `email` (the set-up a super administrator does before the screens are used). */
export async function apiAs(baseUrl: string, email: string): Promise<ApiCall> {
  const grant = await fetch(`${baseUrl}/api/authenticator/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: WEB_CLIENT_ID,
    }),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

export interface NewStaff {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** How the manager pickers show the person. */
  label: string;
}

/**
 * A person holding `role` and nothing yet (the demo data already gives the demo managers their sector and room),
 * created through the API; waits until material-resources has learnt of them from accounts' events.
 */
export async function newStaff(
  call: ApiCall,
  role: Role,
  firstName: string,
  lastName: string,
): Promise<NewStaff> {
  const ascii = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const email = `${ascii(firstName)}.${ascii(lastName)}.${Date.now()}@example.fr`;
  const created = await call<{ profile: { id: string } }>('POST', 'accounts/create', {
    firstName,
    lastName,
    email,
    telephoneNumber: '+33325000000',
    sex: 'F',
    roles: [role],
  });
  return { id: created.profile.id, firstName, lastName, email, label: `${firstName} ${lastName} (${email})` };
}
