import type { DemoAccount, DemoPerson } from './demo-data.ts';

/*
 * The demo people beyond the README's seven logins: two more sector managers (every sector has one), a manager
 * and a room user for each other room, eighteen more doctors, and the patients. Everything is fixed data or computed from fixed data by index: two runs, two
 * machines, the same people.
 *
 * Phone numbers come from the ranges ARCEP keeps for fiction, so a demo never calls or texts anyone:
 * 06 39 98 xx xx (mobiles) and 03 53 01 xx xx (landlines, Grand Est, where the demo practices are). Both are
 * valid French numbers for libphonenumber-js (its default metadata, the web's).
 */
const MOBILE_PREFIX = '+3363998';
const LANDLINE_PREFIX = '+3335301';

/** `prenom.nom` as an email local part: lower case, no accents, no spaces or apostrophes. */
export function emailOf(firstName: string, lastName: string, domain = 'demo.teleplan.fr'): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[\s']/g, '');
  return `${plain(firstName)}.${plain(lastName)}@${domain}`;
}

/** The four last digits of a fiction range, `block` (0-9) choosing the thousand. */
const digits = (block: number, index: number) => `${block}${String(index).padStart(3, '0')}`;

type Sex = 'M' | 'F';
type Notifications = DemoPerson['notifications'];

function staff(
  firstName: string,
  lastName: string,
  sex: Sex,
  telephoneNumber: string,
  extra: Partial<DemoAccount> & Pick<DemoAccount, 'roles' | 'preferredRole'>,
): DemoAccount {
  return { firstName, lastName, sex, email: emailOf(firstName, lastName), telephoneNumber, ...extra };
}

const SECTOR_MANAGERS: readonly DemoAccount[] = [
  staff('Nicolas', 'Lambert', 'M', `${LANDLINE_PREFIX}${digits(9, 101)}`, {
    roles: ['SECTOR_MANAGER'],
    preferredRole: 'SECTOR_MANAGER',
  }),
  staff('Isabelle', 'Chevalier', 'F', `${LANDLINE_PREFIX}${digits(9, 102)}`, {
    roles: ['SECTOR_MANAGER'],
    preferredRole: 'SECTOR_MANAGER',
  }),
];

const DOCTOR_NAMES: readonly [string, string, Sex][] = [
  ['Philippe', 'Roux', 'M'],
  ['Nathalie', 'Blanc', 'F'],
  ['François', 'Guérin', 'M'],
  ['Catherine', 'Perrin', 'F'],
  ['Laurent', 'Morel', 'M'],
  ['Sandrine', 'Giraud', 'F'],
  ['Olivier', 'Marchand', 'M'],
  ['Valérie', 'Dumont', 'F'],
  ['Stéphane', 'Lemaire', 'M'],
  ['Caroline', 'Gauthier', 'F'],
  ['Mathieu', 'Renaud', 'M'],
  ['Aurélie', 'Masson', 'F'],
  ['Sébastien', 'Noël', 'M'],
  ['Hélène', 'Bertrand', 'F'],
  ['Guillaume', 'Colin', 'M'],
  ['Émilie', 'Picard', 'F'],
  ['Benoît', 'Lacroix', 'M'],
  ['Anne-Sophie', 'Barbier', 'F'],
];

/** Consultation durations in turn (the form's step is 10 minutes); the last doctor's is not the default. */
const DURATIONS = [20, 10, 30, 20, 30];
const NOTICES = [
  'Merci de vous présenter 10 minutes avant votre rendez-vous, avec votre carte Vitale.',
  'Pensez à apporter vos derniers résultats d’analyses et votre ordonnance en cours.',
];

const DOCTORS: readonly DemoAccount[] = DOCTOR_NAMES.map(([firstName, lastName, sex], index) =>
  staff(firstName, lastName, sex, `${MOBILE_PREFIX}${digits(9, index)}`, {
    roles: ['DOCTOR'],
    preferredRole: 'DOCTOR',
    doctor: {
      consultationDuration: index === DOCTOR_NAMES.length - 1 ? 30 : DURATIONS[index % DURATIONS.length]!,
      ...(index % 3 === 0 ? { appointmentNotice: NOTICES[(index / 3) % NOTICES.length]! } : {}),
    },
    notifications: { acceptingEmail: true, acceptingSms: index % 3 !== 1 },
  }),
);

/**
 * A manager and a room user for each demo room but the README's (Thomas Dubois and Camille Laurent's), in the
 * order of the rooms: every room can be edited (its form asks for a manager) and has someone at its desk.
 */
const ROOM_MANAGER_NAMES: readonly [string, string, Sex][] = [
  ['Mélanie', 'Garnier', 'F'],
  ['Fabien', 'Mercier', 'M'],
  ['Sabrina', 'Faure', 'F'],
  ['Cédric', 'Chauvin', 'M'],
  ['Delphine', 'Bouvier', 'F'],
  ['Grégory', 'Joly', 'M'],
  ['Virginie', 'Gautier', 'F'],
  ['Jérôme', 'Perret', 'M'],
  ['Sandra', 'Millet', 'F'],
  ['Arnaud', 'Lucas', 'M'],
  ['Céline', 'Tessier', 'F'],
  ['Thierry', 'Rivière', 'M'],
  ['Karine', 'Dumas', 'F'],
];
const ROOM_USER_NAMES: readonly [string, string, Sex][] = [
  ['Léa', 'Marchal', 'F'],
  ['Hugo', 'Barre', 'M'],
  ['Chloé', 'Carpentier', 'F'],
  ['Lucas', 'Fontaine', 'M'],
  ['Zoé', 'Rocher', 'F'],
  ['Enzo', 'Lemercier', 'M'],
  ['Jade', 'Pichon', 'F'],
  ['Noah', 'Chevallier', 'M'],
  ['Lina', 'Texier', 'F'],
  ['Adam', 'Guillon', 'M'],
  ['Rose', 'Michaud', 'F'],
  ['Tom', 'Ferrand', 'M'],
  ['Anna', 'Boulanger', 'F'],
];

export const DEMO_ROOM_MANAGERS: readonly DemoAccount[] = ROOM_MANAGER_NAMES.map(
  ([firstName, lastName, sex], index) =>
    staff(firstName, lastName, sex, `${LANDLINE_PREFIX}${digits(8, index)}`, {
      roles: ['ROOM_MANAGER'],
      preferredRole: 'ROOM_MANAGER',
    }),
);
export const DEMO_ROOM_USERS: readonly DemoAccount[] = ROOM_USER_NAMES.map(
  ([firstName, lastName, sex], index) =>
    staff(firstName, lastName, sex, `${MOBILE_PREFIX}${digits(8, index)}`, {
      roles: ['ROOM_USER'],
      preferredRole: 'ROOM_USER',
    }),
);

/** Staff beyond the README's logins; they share the demo password. Doctors last (the last one is a mark). */
export const MORE_DEMO_STAFF: readonly DemoAccount[] = [
  ...SECTOR_MANAGERS,
  ...DEMO_ROOM_MANAGERS,
  ...DEMO_ROOM_USERS,
  ...DOCTORS,
];

const WOMEN = [
  'Marie', 'Jeanne', 'Louise', 'Alice', 'Emma', 'Manon', 'Inès', 'Sarah', 'Juliette', 'Lucie',
  'Anaïs', 'Margaux', 'Clara', 'Pauline', 'Laura', 'Mathilde', 'Agathe', 'Océane', 'Justine', 'Amandine',
  'Brigitte', 'Monique', 'Françoise', 'Martine', 'Sylvie', 'Christine', 'Nicole', 'Danielle', 'Josiane', 'Odile',
]; // prettier-ignore
const MEN = [
  'Jean', 'Pierre', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Paul', 'Nathan', 'Théo', 'Raphaël',
  'Maxime', 'Alexandre', 'Romain', 'Kévin', 'Florian', 'Quentin', 'Baptiste', 'Damien', 'Yves', 'Xavier',
  'Bernard', 'Michel', 'Alain', 'Gérard', 'Patrick', 'René', 'Marcel', 'André', 'Claude', 'Joël',
]; // prettier-ignore
const LAST_NAMES = [
  'Martin', 'Durand', 'Leroy', 'Simon', 'Lefebvre', 'Morin', 'Fournier', 'Muller', 'Henry', 'Roussel',
  'Perrot', 'Clément', 'Gaillard', 'Brun', 'Boyer', 'Lemoine', 'Schmitt', 'Meunier', 'Leclerc', 'Dufour',
  'Robin', 'Rolland', 'Renard', 'Aubert', 'Caron', 'Dupuis', 'Hubert', 'Carré', 'Brunet', 'Boucher',
  'Collet', 'Huet', 'Roy', 'Besson', 'Prévost', 'Royer', 'Lebrun', 'Baron', 'Marty', 'Charpentier',
  'Bailly', 'Hervé', 'Cordier', 'Jacquet', 'Vidal', 'Rey', 'Leroux', 'Poirier', 'Bourgeois', 'Maillard',
  'Moulin', 'Berger', 'Lecomte', 'Fleury', 'Langlois', 'Deschamps', 'Vasseur', 'Lacombe', 'Guillot', 'Le Gall',
]; // prettier-ignore

/** Every `ENGLISH_EVERY`th patient writes in English: two of the 195 generated ones. */
const ENGLISH_EVERY = 100;

/** How many patients the demo has in all (the five first ones of `demo-data.ts` included). */
export const DEMO_PATIENT_COUNT = 200;

/**
 * Patient `index`: names walk the lists with steps prime to their lengths (every pair differs), one in nine
 * has no email and one in seven (with an email) no phone, as a booking desk's records go; one in four gives
 * a landline. One in five with a contact has chosen its notifications; two of those (the first and the 101st, both
 * with email) their messages in English, so that the outbox shows English mails.
 */
function patient(index: number): DemoPerson {
  const sex: Sex = index % 2 === 0 ? 'F' : 'M';
  const firstName = (sex === 'F' ? WOMEN : MEN)[(Math.floor(index / 2) * 7) % 30]!;
  const lastName = LAST_NAMES[(index * 11 + Math.floor(index / 60)) % LAST_NAMES.length]!;
  const email = index % 9 === 4 ? null : emailOf(firstName, lastName);
  const noPhone = email !== null && index % 7 === 3;
  const telephoneNumber = noPhone
    ? null
    : `${index % 4 === 1 ? LANDLINE_PREFIX : MOBILE_PREFIX}${digits(0, (index * 919) % 1000)}`;
  const mobile = telephoneNumber?.startsWith(MOBILE_PREFIX) ?? false;
  const notifications: Notifications =
    index % 5 === 0 ? { acceptingEmail: email !== null, acceptingSms: mobile } : undefined;
  const language = index % ENGLISH_EVERY === 0 ? 'en' : undefined;
  return {
    firstName,
    lastName,
    sex,
    email,
    telephoneNumber,
    ...(notifications ? { notifications } : {}),
    ...(language ? { language } : {}),
  };
}

/** The patients after the first ones, up to `DEMO_PATIENT_COUNT`. */
export function morePatients(first: number): DemoPerson[] {
  return Array.from({ length: DEMO_PATIENT_COUNT - first }, (_, index) => patient(index));
}

/** Every demo staff address: the seeder activates these accounts itself. */
export function demoStaffEmails(readmeAccounts: readonly DemoAccount[]): ReadonlySet<string> {
  return new Set([...readmeAccounts, ...MORE_DEMO_STAFF].map((account) => account.email));
}
