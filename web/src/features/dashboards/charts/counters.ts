import type { TFunction } from 'i18next';
import type { AppointmentCounters, OverallStats } from '@teleplan/proto/indicators';

/** A figure of a counters card: its label, its number, and a line under it ('dont patient absent : 2'). */
export interface Counter {
  key: string;
  label: string;
  value: number;
  detail?: string;
}

export type CountersVariant = 'status' | 'reasons';

/** What the appointments' status counters show: proceeded, future, canceled (of which absent), total, unpaid. */
export function statusCounters(counters: AppointmentCounters, t: TFunction<'charts'>): Counter[] {
  return [
    { key: 'proceeded', label: t('counters.proceeded'), value: counters.proceeded },
    { key: 'future', label: t('counters.future'), value: counters.future },
    {
      key: 'canceled',
      label: t('counters.canceled'),
      value: counters.canceled,
      detail: t('counters.absent', { count: counters.absent }),
    },
    { key: 'total', label: t('counters.total'), value: counters.total },
    { key: 'unpaid', label: t('counters.unpaid'), value: counters.unpaid },
  ];
}

/** Why the appointments were booked here: no treating doctor, treating doctor not available, regulation (C15). */
export function reasonCounters(counters: AppointmentCounters, t: TFunction<'charts'>): Counter[] {
  return (['noTreatingDoctor', 'treatingDoctorNotAvailable', 'c15'] as const).map((key) => ({
    key,
    label: t(`counters.${key}`),
    value: counters[key],
  }));
}

/** A scope's resources and people: rooms, digital practices, patients, doctors. */
export function overallCounters(stats: OverallStats, t: TFunction<'charts'>): Counter[] {
  return [
    { key: 'rooms', label: t('counters.rooms'), value: stats.resources.rooms },
    { key: 'sectors', label: t('counters.sectors'), value: stats.resources.sectors },
    { key: 'patients', label: t('counters.patients'), value: stats.profiles.patients },
    { key: 'doctors', label: t('counters.doctors'), value: stats.profiles.doctors },
  ];
}

/** Only zeros: the card says there is no data for the period. */
export const allZero = (counters: readonly Counter[]) => counters.every((counter) => counter.value === 0);
