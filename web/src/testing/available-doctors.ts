import type { AvailableDoctor } from '@teleplan/proto/schedule-appointments';

/** A doctor free at the start asked, with a 20-minute consultation. */
export const HOUSE: AvailableDoctor = {
  id: '0190a0b0-0000-7000-8000-00000000dd01',
  firstName: 'Gregory',
  lastName: 'House',
  email: null,
  consultationDuration: 20,
};
