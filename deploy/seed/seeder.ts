import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import type { ApiAnswer, ApiCaller, ApiRequest } from './api-caller.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PATIENTS,
  type DemoAccount,
  type DemoPerson,
} from './demo-data.ts';

/** Where the seeder talks to. */
export interface SeedApi {
  /** The public API as the browser reaches it (paths `/api/...`): through the gateway. */
  gateway: ApiCaller;
  /** The accounts service itself (paths relative to `/api/accounts`): its internal provisioning call. */
  accounts: ApiCaller;
}

export interface SeedCredentials {
  /** A super administrator, e.g. the bootstrap one (`ACCOUNTS_BOOTSTRAP_ADMIN_*`). */
  admin: { email: string; password: string };
  /** A service client of the authenticator (`AUTHENTICATOR_SERVICE_CLIENTS`), for the provisioning call. */
  client: { id: string; secret: string };
}

export interface SeedData {
  accounts: readonly DemoAccount[];
  patients: readonly DemoPerson[];
  password: string;
}

export const DEMO_DATA: SeedData = {
  accounts: DEMO_ACCOUNTS,
  patients: DEMO_PATIENTS,
  password: DEMO_PASSWORD,
};

/** What a run did, by email (or name for patients without one). */
export interface SeedReport {
  /** HTTP calls made. */
  calls: number;
  created: string[];
  /** Profiles brought back to the demo data (the bootstrap administrator's names), roles granted. */
  updated: string[];
  activated: string[];
  /** Accounts left as they are, with why (e.g. deactivated by an admin). */
  skipped: string[];
}

export class SeedError extends Error {
  override name = 'SeedError';
}

const CLIENT_ID = 'teleplan-seeder';

/**
 * Makes the demo data exist, through the services' APIs only: signs in as the super administrator, reads what
 * exists in one query, then creates, grants and activates what is missing. Idempotent: when everything exists
 * it makes two calls (the sign-in and the query) and changes nothing.
 */
export async function seedDemo(
  api: SeedApi,
  credentials: SeedCredentials,
  data: SeedData = DEMO_DATA,
): Promise<SeedReport> {
  const report: SeedReport = { calls: 0, created: [], updated: [], activated: [], skipped: [] };
  const call = async (to: ApiCaller, request: ApiRequest, expected: number[]): Promise<ApiAnswer> => {
    report.calls += 1;
    const answer = await to(request);
    if (!expected.includes(answer.status)) {
      throw new SeedError(
        `${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer;
  };
  const grant = async (form: Record<string, string>) => {
    const answer = await call(api.gateway, { method: 'POST', path: '/api/authenticator/token', form }, [200]);
    return (answer.body as { access_token: string }).access_token;
  };

  const token = await grant({
    grant_type: 'password',
    client_id: CLIENT_ID,
    username: credentials.admin.email,
    password: credentials.admin.password,
  });
  const existing = await findExisting(call, api.gateway, token, data);
  let serviceToken: string | undefined;

  for (const person of data.accounts) {
    let found = existing.byEmail.get(person.email.toLowerCase());
    if (found && !found.account) {
      report.skipped.push(`${person.email}: a profile without account holds this email`);
      continue;
    }
    if (!found) {
      const created = await call(
        api.gateway,
        {
          method: 'POST',
          path: '/api/accounts/create',
          token,
          json: {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            telephoneNumber: person.telephoneNumber,
            sex: person.sex,
            roles: person.roles,
            preferredRole: person.preferredRole,
          },
        },
        [201],
      );
      found = created.body as CompositeProfile;
      report.created.push(person.email);
    } else if (person.email.toLowerCase() === credentials.admin.email.toLowerCase()) {
      // The bootstrap administrator starts with placeholder names: the demo gives it its person.
      const changes = profileChanges(found, person);
      if (changes) {
        await call(
          api.gateway,
          { method: 'PATCH', path: `/api/user-profiles/profile/${found.profile.id}`, token, json: changes },
          [200],
        );
        report.updated.push(person.email);
      }
    } else {
      for (const role of person.roles.filter((r) => !found!.account!.grantedRoles.includes(r))) {
        await call(
          api.gateway,
          { method: 'PUT', path: `/api/accounts/${found.profile.id}/roles/${role}`, token },
          [200],
        );
        report.updated.push(`${person.email} +${role}`);
      }
    }
    if (found.account!.enabled) continue;

    serviceToken ??= await grant({
      grant_type: 'client_credentials',
      client_id: credentials.client.id,
      client_secret: credentials.client.secret,
    });
    const activation = await call(
      api.accounts,
      {
        method: 'POST',
        path: `/internal/accounts/${found.profile.id}/activation`,
        token: serviceToken,
        json: { password: data.password },
      },
      [204, 409],
    );
    if (activation.status === 409) {
      report.skipped.push(`${person.email}: deactivated after its activation, left so`);
      continue;
    }
    report.activated.push(person.email);
  }

  for (const patient of data.patients) {
    if (existing.patients.has(patientKey(patient))) continue;
    await call(
      api.gateway,
      {
        method: 'POST',
        path: '/api/accounts/create/patient',
        token,
        json: {
          firstName: patient.firstName,
          lastName: patient.lastName,
          email: patient.email,
          telephoneNumber: patient.telephoneNumber,
          sex: patient.sex,
        },
      },
      [201],
    );
    report.created.push(patient.email ?? `${patient.firstName} ${patient.lastName}`);
  }
  return report;
}

/** Patients are matched by email, or by telephone number when they have no email. */
function patientKey(person: { email: string | null; telephoneNumber: string | null }): string {
  return person.email ? `email:${person.email.toLowerCase()}` : `tel:${person.telephoneNumber}`;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');

/** Every profile of the demo data that exists, in one query. */
async function findExisting(
  call: (to: ApiCaller, request: ApiRequest, expected: number[]) => Promise<ApiAnswer>,
  gateway: ApiCaller,
  token: string,
  data: SeedData,
): Promise<{ byEmail: Map<string, CompositeProfile>; patients: Set<string> }> {
  const people = [...data.accounts, ...data.patients];
  const emails = people.flatMap((person) => (person.email ? [person.email.toLowerCase()] : []));
  const phones = data.patients.flatMap((person) =>
    !person.email && person.telephoneNumber ? [person.telephoneNumber] : [],
  );
  const terms = [
    `email=in=(${quoted(emails)})`,
    ...(phones.length ? [`telephoneNumber=in=(${quoted(phones)})`] : []),
  ];
  const query = new URLSearchParams({
    query: terms.join(','),
    size: String(Math.min(100, people.length * 2)),
  });
  const answer = await call(
    gateway,
    { method: 'GET', path: `/api/user-profiles/by-query?${query.toString()}`, token },
    [200],
  );
  const found = (answer.body as Page<CompositeProfile>).content;
  const byEmail = new Map<string, CompositeProfile>();
  const patients = new Set<string>();
  for (const composite of found) {
    if (composite.profile.email) byEmail.set(composite.profile.email.toLowerCase(), composite);
    if (composite.profile.staff) continue;
    const { email, telephoneNumber } = composite.profile;
    if (email) patients.add(patientKey({ email, telephoneNumber: null }));
    if (telephoneNumber) patients.add(patientKey({ email: null, telephoneNumber }));
  }
  return { byEmail, patients };
}

/** The PATCH body bringing `found`'s profile to `person`'s names, phone and sex, or null when they agree. */
function profileChanges(found: CompositeProfile, person: DemoPerson): Record<string, string> | null {
  const changes: Record<string, string> = {};
  const { profile } = found;
  if (profile.firstName !== person.firstName) changes.firstName = person.firstName;
  if (profile.lastName !== person.lastName) changes.lastName = person.lastName;
  if (person.telephoneNumber && profile.telephoneNumber !== person.telephoneNumber)
    changes.telephoneNumber = person.telephoneNumber;
  if (profile.sex !== person.sex) changes.sex = person.sex;
  return Object.keys(changes).length > 0 ? changes : null;
}
