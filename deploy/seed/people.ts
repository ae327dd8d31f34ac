import type { CompositeProfile } from '@teleplan/proto/accounts';
import type { Page } from '@teleplan/proto/paging';
import { PROVISIONED_ACTIVATIONS_MAX, type ProvisionedActivations } from '@teleplan/proto/provisioning';
import type { ApiCaller } from './api-caller.ts';
import type { DemoAccount, DemoPerson } from './demo-data.ts';
import { inParallel, type SeedSession } from './session.ts';

/** Where the people stage talks to, and as whom. */
export interface PeopleContext {
  session: SeedSession;
  gateway: ApiCaller;
  accounts: ApiCaller;
  token: string;
  /** The bootstrap administrator's email: that account exists already and only gets its demo names. */
  adminEmail: string;
  password: string;
  /** A SERVICE token of the client-credentials grant, fetched once when an account needs activating. */
  serviceToken: () => Promise<string>;
}

/** The demo people's profile ids: staff by email, patients by `patientKey`. */
export interface PeopleIds {
  staff: Map<string, string>;
  patients: Map<string, string>;
}

/** Staff and patients are created four at a time each, side by side. */
const CREATIONS_AT_ONCE = 4;

/** Patients are matched by email, or by telephone number when they have no email. */
export function patientKey(person: { email: string | null; telephoneNumber: string | null }): string {
  return person.email ? `email:${person.email.toLowerCase()}` : `tel:${person.telephoneNumber}`;
}

/**
 * Makes the demo staff and patients exist: reads every demo profile in one query, then creates what is
 * missing (staff and patients side by side), grants missing roles, gives the bootstrap administrator its demo
 * names, and activates the never-activated accounts with the demo password in one provisioning call (accounts
 * hashes the password once for all of them).
 */
export async function seedPeople(
  context: PeopleContext,
  staff: readonly DemoAccount[],
  patients: readonly DemoPerson[],
): Promise<PeopleIds> {
  const { session, gateway, token } = context;
  const { report } = session;
  const existing = await findExisting(context, [...staff, ...patients]);
  const ids: PeopleIds = { staff: new Map(), patients: new Map() };

  const toActivate = new Map<string, string>();
  const staffCreated = inParallel(staff, CREATIONS_AT_ONCE, async (person) => {
    let found = existing.byEmail.get(person.email.toLowerCase());
    if (found && !found.account) {
      report.skipped.push(`${person.email}: a profile without account holds this email`);
      return;
    }
    if (!found) {
      const created = await session.call(
        gateway,
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
    } else if (person.email.toLowerCase() === context.adminEmail.toLowerCase()) {
      // The bootstrap administrator starts with placeholder names: the demo gives it its person.
      const changes = profileChanges(found, person);
      if (changes) {
        await session.call(
          gateway,
          { method: 'PATCH', path: `/api/user-profiles/profile/${found.profile.id}`, token, json: changes },
          [200],
        );
        report.updated.push(person.email);
      }
    } else {
      for (const role of person.roles.filter((r) => !found!.account!.grantedRoles.includes(r))) {
        await session.call(
          gateway,
          { method: 'PUT', path: `/api/accounts/${found.profile.id}/roles/${role}`, token },
          [200],
        );
        report.updated.push(`${person.email} +${role}`);
      }
    }
    ids.staff.set(person.email, found.profile.id);
    if (!found.account!.enabled) toActivate.set(found.profile.id, person.email);
  });

  const patientsCreated = inParallel(patients, CREATIONS_AT_ONCE, async (patient) => {
    const key = patientKey(patient);
    const id = existing.patients.get(key);
    if (id) {
      ids.patients.set(key, id);
      return;
    }
    const created = await session.call(
      gateway,
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
          language: patient.language,
        },
      },
      [201],
    );
    ids.patients.set(key, (created.body as { id: string }).id);
    report.created.push(patient.email ?? `${patient.firstName} ${patient.lastName}`);
  });
  await Promise.all([staffCreated.then(() => activate(context, toActivate)), patientsCreated]);
  return ids;
}

/** Activates the accounts of `emails` (by id) with the demo password, as many a call as accounts takes. */
async function activate(context: PeopleContext, emails: ReadonlyMap<string, string>): Promise<void> {
  const ids = [...emails.keys()];
  for (let from = 0; from < ids.length; from += PROVISIONED_ACTIVATIONS_MAX) {
    const answer = await context.session.call(
      context.accounts,
      {
        method: 'POST',
        path: '/internal/accounts/activation',
        token: await context.serviceToken(),
        json: { ids: ids.slice(from, from + PROVISIONED_ACTIVATIONS_MAX), password: context.password },
      },
      [200],
    );
    const { activated, refused } = answer.body as ProvisionedActivations;
    context.session.report.activated.push(...activated.map((id) => emails.get(id)!));
    context.session.report.skipped.push(
      ...refused.map((id) => `${emails.get(id)!}: deactivated after its activation, left so`),
    );
  }
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');
/** accounts' RSQL takes at most 50 values a list. */
const LIST_LIMIT = 50;

/**
 * Every profile of the demo data that exists, in one query: the demo email domains (wildcards) and the
 * phone numbers of the patients without email.
 */
async function findExisting(
  context: PeopleContext,
  people: readonly DemoPerson[],
): Promise<{ byEmail: Map<string, CompositeProfile>; patients: Map<string, string> }> {
  const domains = new Set(people.flatMap((person) => (person.email ? [person.email.split('@')[1]!] : [])));
  const phones = people.flatMap((person) =>
    !person.email && person.telephoneNumber ? [person.telephoneNumber] : [],
  );
  const terms = [...domains].map((domain) => `email==*@${domain}`);
  for (let start = 0; start < phones.length; start += LIST_LIMIT)
    terms.push(`telephoneNumber=in=(${quoted(phones.slice(start, start + LIST_LIMIT))})`);
  const query = new URLSearchParams({ query: terms.join(','), size: '999' });
  const answer = await context.session.call(
    context.gateway,
    { method: 'GET', path: `/api/user-profiles/by-query?${query.toString()}`, token: context.token },
    [200],
  );
  const page = answer.body as Page<CompositeProfile>;
  if (page.totalElements > page.content.length)
    throw new Error(`More than ${page.content.length} demo profiles: the seeder reads one page only`);
  const byEmail = new Map<string, CompositeProfile>();
  const patients = new Map<string, string>();
  for (const composite of page.content) {
    const { id, email, telephoneNumber, staff } = composite.profile;
    if (email) byEmail.set(email.toLowerCase(), composite);
    if (staff) continue;
    if (email) patients.set(patientKey({ email, telephoneNumber: null }), id);
    if (telephoneNumber) patients.set(patientKey({ email: null, telephoneNumber }), id);
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
