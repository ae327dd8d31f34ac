import type { ApiCaller } from './api-caller.ts';
import { seedAvailability } from './availability.ts';
import { seedAppointments } from './appointments.ts';
import { seedEvaluations } from './evaluations.ts';
import { DEMO_PASSWORD, DEMO_PATIENTS, DEMO_STAFF, type DemoAccount, type DemoPerson } from './demo-data.ts';
import { DEMO_PRACTICES, type DemoPractices } from './demo-practices.ts';
import { patientKey, seedPeople, type PeopleIds } from './people.ts';
import { seedPractices } from './practices.ts';
import { seedPreferences, type WantedPreferences } from './preferences.ts';
import { doctorProperties, roomProperties, seedProperties } from './properties.ts';
import { untilScheduleKnowsLinks } from './schedule-links.ts';
import { SeedSession, type SeedReport } from './session.ts';

export { SeedError, type SeedReport } from './session.ts';

/** Where the seeder talks to. */
export interface SeedApi {
  /** The public API as the browser reaches it (paths `/api/...`): through the gateway. */
  gateway: ApiCaller;
  /** The accounts service itself (paths relative to `/api/accounts`): its internal provisioning call. */
  accounts: ApiCaller;
  /** The schedule service itself (paths relative to `/api/schedule`): its internal provisioning call. */
  schedule: ApiCaller;
}

export interface SeedCredentials {
  /** A super administrator, e.g. the bootstrap one (`ACCOUNTS_BOOTSTRAP_ADMIN_*`). */
  admin: { email: string; password: string };
  /** A service client of the authenticator (`AUTHENTICATOR_SERVICE_CLIENTS`), for the provisioning call. */
  client: { id: string; secret: string };
}

export interface SeedData {
  /** Staff, the README's logins first. */
  accounts: readonly DemoAccount[];
  patients: readonly DemoPerson[];
  password: string;
  practices: DemoPractices;
}

export const DEMO_DATA: SeedData = {
  accounts: DEMO_STAFF,
  patients: DEMO_PATIENTS,
  password: DEMO_PASSWORD,
  practices: DEMO_PRACTICES,
};

const CLIENT_ID = 'teleplan-seeder';

/**
 * Makes the demo data exist, through the services' APIs only, in stages: people (accounts), practices
 * (material-resources, licence keys from licenses), doctors' and rooms' properties and availability (schedule), demo
 * appointments (schedule, past ones through its provisioning call), notification preferences (notification), survey
 * answers on the appointments that took place (schedule's provisioning call). Each stage first reads what tells
 * whether it is done (one call) and stops there when it is: a start on a complete platform makes ten calls (sign-in,
 * one per stage, the service token the survey answers' check needs) and changes nothing.
 * What someone changed on purpose stays (a deactivated account, a changed duration, a deleted room).
 */
export async function seedDemo(
  api: SeedApi,
  credentials: SeedCredentials,
  data: SeedData = DEMO_DATA,
): Promise<SeedReport> {
  const session = new SeedSession();
  const grant = async (form: Record<string, string>) => {
    const answer = await session.call(
      api.gateway,
      { method: 'POST', path: '/api/authenticator/token', form },
      [200],
    );
    return (answer.body as { access_token: string }).access_token;
  };

  const token = await session.stage('sign-in', () =>
    grant({
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: credentials.admin.email,
      password: credentials.admin.password,
    }),
  );
  let serviceToken: Promise<string> | undefined;
  const service = () =>
    (serviceToken ??= grant({
      grant_type: 'client_credentials',
      client_id: credentials.client.id,
      client_secret: credentials.client.secret,
    }));
  const people = await session.stage('people', () =>
    seedPeople(
      {
        session,
        gateway: api.gateway,
        accounts: api.accounts,
        token,
        adminEmail: credentials.admin.email,
        password: data.password,
        serviceToken: service,
      },
      data.accounts,
      data.patients,
    ),
  );

  const context = { session, gateway: api.gateway, token };
  const { roomIds, linked } = await session.stage('practices', () =>
    seedPractices({ ...context, staffIds: people.staff }, data.practices),
  );
  await session.stage('doctor properties', () =>
    seedProperties(
      context,
      data.accounts.flatMap((person) => {
        const id = people.staff.get(person.email);
        return person.doctor && id ? [doctorProperties(person.email, id, person.doctor)] : [];
      }),
    ),
  );
  await session.stage('room properties', () =>
    seedProperties(
      context,
      data.practices.rooms.flatMap((room) => {
        const id = roomIds.get(room.name);
        return id ? [roomProperties(room.name, id, room.prepDuration)] : [];
      }),
    ),
  );
  await session.stage('availability', () =>
    seedAvailability(
      context,
      data.accounts.flatMap((person) => {
        const id = people.staff.get(person.email);
        return person.roles.includes('DOCTOR') && id ? [{ label: person.email, id }] : [];
      }),
      [...roomIds.values()],
    ),
  );
  // Before the appointments: the bookings of patients who accept mails or SMS then send them (the outbox's demo).
  await session.stage('notification preferences', () =>
    seedPreferences(context, wantedPreferences(data, people)),
  );
  // Only a run that linked doctors waits: a later start's schedule learnt its links long ago.
  if (linked.length > 0)
    await session.stage('schedule links', () => untilScheduleKnowsLinks(context, linked));
  const createdBy = people.staff.get(credentials.admin.email);
  const appointments = createdBy
    ? await session.stage('appointments', () =>
        seedAppointments(
          { ...context, schedule: api.schedule, serviceToken: service, createdBy },
          [...roomIds.values()],
          // In the demo data's order: the ids map fills in the order the creations (four at a time) ended.
          data.patients.flatMap((patient) => people.patients.get(patientKey(patient)) ?? []),
        ),
      )
    : [];
  await session.stage('evaluations', () =>
    seedEvaluations({ session, schedule: api.schedule, serviceToken: service }, appointments),
  );
  return session.report;
}

/** Patients first, then staff: the last one (a doctor) is the stage's marker. */
function wantedPreferences(data: SeedData, people: PeopleIds): WantedPreferences[] {
  const wanted: WantedPreferences[] = [];
  for (const patient of data.patients) {
    const profileId = people.patients.get(patientKey(patient));
    if (patient.notifications && profileId)
      wanted.push({
        label: patient.email ?? `${patient.firstName} ${patient.lastName}`,
        profileId,
        ...patient.notifications,
      });
  }
  for (const person of data.accounts) {
    const profileId = people.staff.get(person.email);
    if (person.notifications && profileId)
      wanted.push({ label: person.email, profileId, ...person.notifications });
  }
  return wanted;
}
