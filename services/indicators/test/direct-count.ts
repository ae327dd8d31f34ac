import { wallClock } from '@teleplan/kit/time/zoned-time';
import {
  APPOINTMENT_CATEGORIES,
  EVALUATION_STATISTIC_CRITERIA,
  type AppointmentCategory,
  type AppointmentCounters,
  type CriterionAverage,
} from '@teleplan/proto/indicators';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { EVALUATION_CRITERIA, type EvaluationSubmittedPayload } from '@teleplan/proto/schedule-evaluations';

/** Counts made straight from the appointment list, with the contract's definitions (the exactness tests' truth). */

export interface DirectScope {
  doctorIds?: string[];
  roomIds?: string[];
  sectorIds?: string[];
  roomTypeIds?: string[];
}

export function localDay(instant: string | Date, zone: string): string {
  const wall = wallClock(new Date(instant), zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function selected(
  appointments: readonly Appointment[],
  scope: DirectScope,
  roomTypes: ReadonlyMap<string, string | null>,
  window: { from: Date; to: Date | null },
): Appointment[] {
  return appointments.filter(
    (a) =>
      !a.deleted &&
      (!scope.doctorIds || scope.doctorIds.includes(a.doctor)) &&
      (!scope.roomIds || scope.roomIds.includes(a.room)) &&
      (!scope.sectorIds || scope.sectorIds.includes(a.sector)) &&
      (!scope.roomTypeIds || scope.roomTypeIds.includes(roomTypes.get(a.room) ?? '')) &&
      Date.parse(a.startTime) >= window.from.getTime() &&
      (window.to === null || Date.parse(a.startTime) < window.to.getTime()),
  );
}

/** Whether `a` is in `category` at `currentMoment`. */
export function isIn(category: AppointmentCategory, a: Appointment, currentMoment: Date): boolean {
  const before = Date.parse(a.startTime) < currentMoment.getTime();
  const live = !a.canceled;
  switch (category) {
    case 'TOTAL':
      return true;
    case 'PROCEEDED':
      return live && before;
    case 'FUTURE':
      return live && !before;
    case 'CANCELED':
      return a.canceled;
    case 'ABSENT':
      return a.absentPatient;
    case 'UNPAID':
      return live && before && !a.paid;
    case 'NO_TREATING_DOCTOR':
      return live && a.noTreatingDoctor;
    case 'TREATING_DOCTOR_NOT_AVAILABLE':
      return live && a.treatingDoctorNotAvailable;
    case 'C15':
      return live && a.fromC15;
  }
}

export function counters(appointments: readonly Appointment[], currentMoment: Date): AppointmentCounters {
  const n = (category: AppointmentCategory) =>
    appointments.filter((a) => isIn(category, a, currentMoment)).length;
  return {
    total: n('TOTAL'),
    proceeded: n('PROCEEDED'),
    future: n('FUTURE'),
    canceled: n('CANCELED'),
    absent: n('ABSENT'),
    unpaid: n('UNPAID'),
    noTreatingDoctor: n('NO_TREATING_DOCTOR'),
    treatingDoctorNotAvailable: n('TREATING_DOCTOR_NOT_AVAILABLE'),
    c15: n('C15'),
  };
}

/** Per category, the count of each local date of `dates`. */
export function dailyCounts(
  appointments: readonly Appointment[],
  dates: readonly string[],
  zone: string,
  currentMoment: Date,
): Record<AppointmentCategory, number[]> {
  return Object.fromEntries(
    APPOINTMENT_CATEGORIES.map((category) => [
      category,
      dates.map(
        (date) =>
          appointments.filter((a) => localDay(a.startTime, zone) === date && isIn(category, a, currentMoment))
            .length,
      ),
    ]),
  ) as Record<AppointmentCategory, number[]>;
}

/** Booked minutes of the live appointments per "ISO weekday/local hour" cell over the whole hours of [from, to). */
export function bookedCells(
  appointments: readonly Appointment[],
  window: { from: Date; to: Date },
  zone: string,
): Map<string, number> {
  const cells = new Map<string, number>();
  const hour = 3_600_000;
  for (const a of appointments) {
    if (a.canceled) continue;
    const start = Date.parse(a.interval.start);
    const end = Date.parse(a.interval.end);
    for (let h = Math.floor(start / hour) * hour; h < end; h += hour) {
      if (h < window.from.getTime() || h >= window.to.getTime()) continue;
      const minutes = (Math.min(end, h + hour) - Math.max(start, h)) / 60_000;
      const key = cellOf(new Date(h), zone);
      cells.set(key, (cells.get(key) ?? 0) + minutes);
    }
  }
  return cells;
}

export function cellOf(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() || 7;
  return `${weekday}/${wall.hour}`;
}

/** The evaluations submitted in [from, to) within the scope (a room type: the room's type now). */
export function selectedEvaluations(
  evaluations: readonly EvaluationSubmittedPayload[],
  scope: DirectScope,
  roomTypes: ReadonlyMap<string, string | null>,
  window: { from: Date; to: Date },
): EvaluationSubmittedPayload[] {
  return evaluations.filter(
    (e) =>
      (!scope.doctorIds || scope.doctorIds.includes(e.doctor)) &&
      (!scope.roomIds || scope.roomIds.includes(e.room)) &&
      (!scope.sectorIds || scope.sectorIds.includes(e.sector)) &&
      (!scope.roomTypeIds || scope.roomTypeIds.includes(roomTypes.get(e.room) ?? '')) &&
      Date.parse(e.submittedAt) >= window.from.getTime() &&
      Date.parse(e.submittedAt) < window.to.getTime(),
  );
}

/** Each criterion's average to two decimals (halves away from zero), null without evaluations. */
export function averages(evaluations: readonly EvaluationSubmittedPayload[]): CriterionAverage[] {
  return EVALUATION_CRITERIA.map((criterion, index) => {
    const sum = evaluations.reduce((total, e) => total + e.answers[criterion], 0);
    return {
      criterion: EVALUATION_STATISTIC_CRITERIA[index]!,
      average: evaluations.length ? Math.round((sum * 100) / evaluations.length) / 100 : null,
    };
  });
}
