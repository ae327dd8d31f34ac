import type { Language } from '@teleplan/proto/accounts';
import type { Role } from '@teleplan/proto/roles';
import { MORE_DEMO_STAFF, morePatients } from './demo-people.ts';

/** The one password of every demo account (it follows the password rules). */
export const DEMO_PASSWORD = 'Demo-2026!';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string | null;
  telephoneNumber: string | null;
  sex: 'M' | 'F';
  /** Notification preferences set for this person (none when absent). */
  notifications?: { acceptingEmail: boolean; acceptingSms: boolean };
  /** The language of the person's messages (accounts' default, French, when absent). */
  language?: Language;
}

export interface DemoAccount extends DemoPerson {
  email: string;
  roles: Role[];
  /** The role the person starts in after signing in. */
  preferredRole: Role;
  /** A doctor's properties in the schedule service (left at the service's defaults when absent). */
  doctor?: { consultationDuration: number; appointmentNotice?: string };
}

/** Demo staff of the standalone mode: one per staff role, and one person holding three roles to try the role switch. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    firstName: 'Claire',
    lastName: 'Moreau',
    email: 'claire.moreau@demo.teleplan.fr',
    telephoneNumber: '+33142685310',
    sex: 'F',
    roles: ['SUPER_ADMIN'],
    preferredRole: 'SUPER_ADMIN',
  },
  {
    firstName: 'Julien',
    lastName: 'Lefèvre',
    email: 'julien.lefevre@demo.teleplan.fr',
    telephoneNumber: '+33145229871',
    sex: 'M',
    roles: ['ADMIN'],
    preferredRole: 'ADMIN',
  },
  {
    firstName: 'Sophie',
    lastName: 'Bernard',
    email: 'sophie.bernard@demo.teleplan.fr',
    telephoneNumber: '+33325764412',
    sex: 'F',
    roles: ['SECTOR_MANAGER'],
    preferredRole: 'SECTOR_MANAGER',
  },
  {
    firstName: 'Thomas',
    lastName: 'Dubois',
    email: 'thomas.dubois@demo.teleplan.fr',
    telephoneNumber: '+33325801937',
    sex: 'M',
    roles: ['ROOM_MANAGER'],
    preferredRole: 'ROOM_MANAGER',
  },
  {
    firstName: 'Camille',
    lastName: 'Laurent',
    email: 'camille.laurent@demo.teleplan.fr',
    telephoneNumber: '+33612457809',
    sex: 'F',
    roles: ['ROOM_USER'],
    preferredRole: 'ROOM_USER',
  },
  {
    firstName: 'Antoine',
    lastName: 'Girard',
    email: 'antoine.girard@demo.teleplan.fr',
    telephoneNumber: '+33623894510',
    sex: 'M',
    roles: ['DOCTOR'],
    preferredRole: 'DOCTOR',
    doctor: { consultationDuration: 20 },
    notifications: { acceptingEmail: true, acceptingSms: true },
  },
  {
    firstName: 'Élodie',
    lastName: 'Rousseau',
    email: 'elodie.rousseau@demo.teleplan.fr',
    telephoneNumber: '+33634127698',
    sex: 'F',
    roles: ['ADMIN', 'ROOM_USER', 'DOCTOR'],
    preferredRole: 'DOCTOR',
    doctor: { consultationDuration: 30 },
  },
];

/** The first demo patients (profiles without account; two without email, as the booking desk often has). */
export const FIRST_DEMO_PATIENTS: readonly DemoPerson[] = [
  {
    firstName: 'Marie',
    lastName: 'Petit',
    email: 'marie.petit@demo.teleplan.fr',
    telephoneNumber: '+33687452130',
    sex: 'F',
  },
  {
    firstName: 'Lucas',
    lastName: 'Garnier',
    email: 'lucas.garnier@demo.teleplan.fr',
    telephoneNumber: '+33675318264',
    sex: 'M',
  },
  { firstName: 'Chloé', lastName: 'Faure', email: null, telephoneNumber: '+33652904417', sex: 'F' },
  {
    firstName: 'Hugo',
    lastName: 'Mercier',
    email: 'hugo.mercier@demo.teleplan.fr',
    telephoneNumber: null,
    sex: 'M',
  },
  { firstName: 'Léa', lastName: 'Fontaine', email: null, telephoneNumber: '+33749215836', sex: 'F' },
];

/** The demo super administrator doubles as the platform's bootstrap administrator (`ACCOUNTS_BOOTSTRAP_ADMIN_*`). */
export const DEMO_ADMIN = {
  email: DEMO_ACCOUNTS.find((account) => account.roles.includes('SUPER_ADMIN'))!.email,
  password: DEMO_PASSWORD,
};

/** Every demo staff member: the README's logins first, then the other sector managers and doctors. */
export const DEMO_STAFF: readonly DemoAccount[] = [...DEMO_ACCOUNTS, ...MORE_DEMO_STAFF];

/** Every demo patient: the first five, then the others (`demo-people.ts`), 200 in all. */
export const DEMO_PATIENTS: readonly DemoPerson[] = [
  ...FIRST_DEMO_PATIENTS,
  ...morePatients(FIRST_DEMO_PATIENTS.length),
];
