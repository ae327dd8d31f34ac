/*
 * The demo doctors' availability: weekly patterns (local times in Europe/Paris) given in turn to the doctors,
 * so that each sector mixes mornings, afternoons and whole days, a few with a Saturday morning, all largely
 * inside the rooms' opening (Monday to Friday, 09:00-12:00 and 14:00-19:00). Each doctor also gets an
 * exceptional availability and an exceptional unavailability in the weeks after the seeding.
 */

export interface WeeklyHours {
  /** 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  start: string;
  end: string;
}

export interface DemoExceptional {
  /** Days after the Monday of the week following the seeding (0 = that Monday). */
  dayOffset: number;
  start: string;
  end: string;
  comment: string;
}

export interface DemoAvailabilityPattern {
  weekly: readonly WeeklyHours[];
  available: DemoExceptional;
  unavailable: DemoExceptional;
}

export const DEMO_ZONE = 'Europe/Paris';
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

export const DEMO_AVAILABILITY_PATTERNS: readonly DemoAvailabilityPattern[] = [
  {
    weekly: [
      { days: WEEKDAYS, start: '09:00', end: '12:30' },
      { days: WEEKDAYS, start: '14:00', end: '18:00' },
    ],
    available: { dayOffset: 5, start: '09:00', end: '12:00', comment: 'Permanence du samedi' },
    unavailable: { dayOffset: 2, start: '14:00', end: '18:00', comment: 'Formation continue' },
  },
  {
    weekly: [{ days: WEEKDAYS, start: '08:00', end: '12:00' }],
    available: { dayOffset: 3, start: '14:00', end: '17:00', comment: 'Renfort après-midi' },
    unavailable: { dayOffset: 8, start: '08:00', end: '12:00', comment: 'Congé' },
  },
  {
    weekly: [{ days: WEEKDAYS, start: '14:00', end: '19:00' }],
    available: { dayOffset: 1, start: '09:00', end: '12:00', comment: 'Remplacement' },
    unavailable: { dayOffset: 4, start: '14:00', end: '19:00', comment: 'Réunion de service' },
  },
  {
    weekly: [
      { days: [1, 2, 4, 5], start: '08:30', end: '12:30' },
      { days: [1, 2, 4, 5], start: '13:30', end: '18:00' },
      { days: [6], start: '09:00', end: '12:00' },
    ],
    available: { dayOffset: 2, start: '09:00', end: '12:00', comment: 'Mercredi exceptionnel' },
    unavailable: { dayOffset: 7, start: '00:01', end: '23:59', comment: 'Congé' },
  },
  {
    weekly: [
      { days: [1, 2, 3], start: '09:00', end: '18:00' },
      { days: [4, 5], start: '09:00', end: '12:00' },
    ],
    available: { dayOffset: 10, start: '14:00', end: '18:00', comment: 'Renfort' },
    unavailable: { dayOffset: 1, start: '09:00', end: '12:00', comment: 'Visites à domicile' },
  },
  {
    weekly: [
      { days: [2, 3, 4, 5], start: '13:00', end: '19:00' },
      { days: [6], start: '08:00', end: '12:00' },
    ],
    available: { dayOffset: 7, start: '14:00', end: '18:00', comment: 'Remplacement' },
    unavailable: { dayOffset: 3, start: '13:00', end: '16:00', comment: 'Formation continue' },
  },
  {
    weekly: [
      { days: WEEKDAYS, start: '10:00', end: '12:00' },
      { days: WEEKDAYS, start: '15:00', end: '19:00' },
    ],
    available: { dayOffset: 9, start: '09:00', end: '10:00', comment: 'Créneau supplémentaire' },
    unavailable: { dayOffset: 11, start: '15:00', end: '19:00', comment: 'Congé' },
  },
];

/** The pattern of the `index`-th demo doctor (in the order of the demo staff): the patterns in turn. */
export const patternFor = (index: number): DemoAvailabilityPattern =>
  DEMO_AVAILABILITY_PATTERNS[index % DEMO_AVAILABILITY_PATTERNS.length]!;
