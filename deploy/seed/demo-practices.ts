/*
 * The demo practices: three sectors (the departments of Aube, Marne and Haute-Marne), their rooms at
 * real-looking addresses with their coordinates, one virtual room shared by the three, the room types, and who
 * manages, works in or consults in each. People are named by email (`demo-data.ts`, `demo-people.ts`).
 * Room phone numbers are in the 03 53 01 xx xx range kept for fiction.
 */
import { DEMO_ROOM_MANAGERS, DEMO_ROOM_USERS } from './demo-people.ts';

export interface DemoRoomType {
  /** Stored upper-case by the service. */
  name: string;
  translations: { fr: string; en: string };
}

export interface DemoSector {
  name: string;
  /** Its sector manager (one sector each). */
  managerEmail: string;
  /** The rooms of the licence key the seeder issues for it. */
  licenceRooms: number;
  doctorEmails: string[];
}

export interface DemoRoom {
  name: string;
  roomType: string;
  /** Sector names, the favourite first. */
  sectors: string[];
  address: string;
  latitude: number;
  longitude: number;
  telephoneNumber: string;
  email: string | null;
  virtual: boolean;
  managerEmail?: string;
  userEmails?: string[];
  /** Minutes between two appointments (schedule service), a multiple of 10. */
  prepDuration: number;
}

export interface DemoPractices {
  roomTypes: readonly DemoRoomType[];
  sectors: readonly DemoSector[];
  rooms: readonly DemoRoom[];
}

const doctor = (name: string) => `${name}@demo.teleplan.fr`;

export const DEMO_ROOM_TYPES: readonly DemoRoomType[] = [
  { name: 'CABINET', translations: { fr: 'Cabinet', en: 'Office' } },
  { name: 'TELECABINE', translations: { fr: 'Télécabine', en: 'Telehealth booth' } },
  { name: 'MAISON_DE_SANTE', translations: { fr: 'Maison de santé', en: 'Health centre' } },
  { name: 'PHARMACIE', translations: { fr: 'Pharmacie', en: 'Pharmacy' } },
  { name: 'EHPAD', translations: { fr: 'EHPAD', en: 'Care home' } },
  { name: 'VIRTUELLE', translations: { fr: 'Salle virtuelle', en: 'Virtual room' } },
];

export const DEMO_SECTORS: readonly DemoSector[] = [
  {
    name: 'Aube',
    managerEmail: 'sophie.bernard@demo.teleplan.fr',
    licenceRooms: 10,
    doctorEmails: [
      'antoine.girard',
      'elodie.rousseau',
      'philippe.roux',
      'nathalie.blanc',
      'francois.guerin',
      'catherine.perrin',
      'laurent.morel',
    ].map(doctor),
  },
  {
    name: 'Marne',
    managerEmail: 'nicolas.lambert@demo.teleplan.fr',
    licenceRooms: 10,
    doctorEmails: [
      'sandrine.giraud',
      'olivier.marchand',
      'valerie.dumont',
      'stephane.lemaire',
      'caroline.gauthier',
      'mathieu.renaud',
      'aurelie.masson',
      'laurent.morel',
    ].map(doctor),
  },
  {
    name: 'Haute-Marne',
    managerEmail: 'isabelle.chevalier@demo.teleplan.fr',
    licenceRooms: 10,
    doctorEmails: [
      'sebastien.noel',
      'helene.bertrand',
      'guillaume.colin',
      'emilie.picard',
      'benoit.lacroix',
      'anne-sophie.barbier',
      'antoine.girard',
    ].map(doctor),
  },
];

const room = (
  name: string,
  roomType: string,
  sectors: string[],
  address: string,
  [latitude, longitude]: [number, number],
  phoneIndex: number,
  prepDuration: number,
  more: Partial<DemoRoom> = {},
): DemoRoom => ({
  name,
  roomType,
  sectors,
  address,
  latitude,
  longitude,
  telephoneNumber: `+33353018${String(phoneIndex).padStart(3, '0')}`,
  email: null,
  virtual: false,
  prepDuration,
  ...more,
});

const ROOMS: readonly DemoRoom[] = [
  room(
    'Cabinet médical Troyes Centre',
    'CABINET',
    ['Aube'],
    '12 Rue Émile Zola, 10000 Troyes',
    [48.2973, 4.0744],
    101,
    10,
    {
      email: 'troyes.centre@demo.teleplan.fr',
      managerEmail: 'thomas.dubois@demo.teleplan.fr',
      userEmails: ['camille.laurent@demo.teleplan.fr', 'elodie.rousseau@demo.teleplan.fr'],
    },
  ),
  room(
    'Pharmacie du Marché, Romilly-sur-Seine',
    'PHARMACIE',
    ['Aube'],
    '25 Rue Gornet-Boivin, 10100 Romilly-sur-Seine',
    [48.5156, 3.7266],
    102,
    0,
  ),
  room(
    'Maison de santé de Bar-sur-Aube',
    'MAISON_DE_SANTE',
    ['Aube'],
    '8 Rue Nationale, 10200 Bar-sur-Aube',
    [48.2331, 4.7062],
    103,
    20,
  ),
  room(
    'Télécabine de Nogent-sur-Seine',
    'TELECABINE',
    ['Aube'],
    '3 Place d’Armes, 10400 Nogent-sur-Seine',
    [48.4937, 3.5025],
    104,
    10,
  ),
  room(
    'Cabinet médical Reims Cathédrale',
    'CABINET',
    ['Marne'],
    '15 Rue Libergier, 51100 Reims',
    [49.2541, 4.0297],
    201,
    10,
    { email: 'reims.cathedrale@demo.teleplan.fr' },
  ),
  room(
    'Maison de santé Reims Croix-Rouge',
    'MAISON_DE_SANTE',
    ['Marne'],
    '6 Rue Pierre Taittinger, 51100 Reims',
    [49.2406, 4.0024],
    202,
    20,
  ),
  room(
    'Pharmacie de l’Avenue de Champagne',
    'PHARMACIE',
    ['Marne'],
    '40 Avenue de Champagne, 51200 Épernay',
    [49.0418, 3.9633],
    203,
    0,
  ),
  room(
    'Télécabine de Châlons-en-Champagne',
    'TELECABINE',
    ['Marne'],
    '10 Place Foch, 51000 Châlons-en-Champagne',
    [48.9567, 4.3632],
    204,
    10,
  ),
  room(
    'EHPAD Les Tilleuls, Vitry-le-François',
    'EHPAD',
    ['Marne'],
    '5 Rue du Pont, 51300 Vitry-le-François',
    [48.7249, 4.5856],
    205,
    30,
  ),
  room(
    'Cabinet médical de Chaumont',
    'CABINET',
    ['Haute-Marne'],
    '18 Rue Victoire de la Marne, 52000 Chaumont',
    [48.1113, 5.1392],
    301,
    10,
    { email: 'chaumont@demo.teleplan.fr' },
  ),
  room(
    'Maison de santé de Saint-Dizier',
    'MAISON_DE_SANTE',
    ['Haute-Marne'],
    '22 Avenue de la République, 52100 Saint-Dizier',
    [48.6381, 4.9496],
    302,
    20,
  ),
  room(
    'Télécabine de Langres',
    'TELECABINE',
    ['Haute-Marne'],
    '4 Place Diderot, 52200 Langres',
    [47.8625, 5.3331],
    303,
    10,
  ),
  room(
    'Pharmacie de Joinville',
    'PHARMACIE',
    ['Haute-Marne'],
    '7 Rue Aristide Briand, 52300 Joinville',
    [48.4436, 5.1408],
    304,
    0,
  ),
  // Last on purpose: its preparation duration (not the default) tells a later start the rooms are done.
  room(
    'Téléconsultation Champagne',
    'VIRTUELLE',
    ['Marne', 'Aube', 'Haute-Marne'],
    'Virtual',
    [0, 0],
    900,
    0,
    { virtual: true, email: 'teleconsultation@demo.teleplan.fr' },
  ),
];

const UNSTAFFED = ROOMS.filter((room) => !room.managerEmail);

/** Every room with a manager and a room user: the README's room has its own, the others one each, in turn. */
export const DEMO_ROOMS: readonly DemoRoom[] = ROOMS.map((room) => {
  const index = UNSTAFFED.indexOf(room);
  if (index < 0) return room;
  return {
    ...room,
    managerEmail: DEMO_ROOM_MANAGERS[index]!.email,
    userEmails: [DEMO_ROOM_USERS[index]!.email],
  };
});

export const DEMO_PRACTICES: DemoPractices = {
  roomTypes: DEMO_ROOM_TYPES,
  sectors: DEMO_SECTORS,
  rooms: DEMO_ROOMS,
};
