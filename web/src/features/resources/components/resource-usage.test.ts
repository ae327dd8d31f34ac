import { describe, expect, it } from 'vitest';
import type { Sector } from '@teleplan/proto/material-resources';
import { anAppointment } from '../../../testing/appointments.ts';
import {
  rowId,
  USAGE_COLOURS,
  usageEvents,
  usageHours,
  usageLevel,
  usageResources,
} from './resource-usage.ts';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000d1';
const ROOM = '0190a0b0-0000-7000-8000-0000000000a1';

function aSector(id: string, name: string): Sector {
  return {
    id,
    name,
    enabled: true,
    manager: null,
    roomIds: [ROOM],
    doctorIds: [DOCTOR],
    doctors: [{ id: DOCTOR, username: 'Dr House' }],
    rooms: [{ id: ROOM, name: 'Salle Bleue', address: null, telephoneNumber: '', enabled: true }],
  };
}

describe('resources usage', () => {
  it('colours below 0.5 light, from 0.5 medium, from 0.8 high', () => {
    expect(usageLevel(0)).toBe('light');
    expect(usageLevel(0.49)).toBe('light');
    expect(usageLevel(0.5)).toBe('medium');
    expect(usageLevel(0.79)).toBe('medium');
    expect(usageLevel(0.8)).toBe('high');
    expect(usageLevel(1)).toBe('high');
  });

  it('lists a doctor once per sector, grouped by sector', () => {
    const north = aSector('0190a0b0-0000-7000-8000-0000000000c1', 'Nord');
    const east = aSector('0190a0b0-0000-7000-8000-0000000000c2', 'Est');
    expect(usageResources([north, east], 'DOCTOR')).toEqual([
      { id: rowId(east.id, DOCTOR), title: 'Dr House', sector: 'Est' },
      { id: rowId(north.id, DOCTOR), title: 'Dr House', sector: 'Nord' },
    ]);
    expect(usageResources([north], 'DOCTOR', { [DOCTOR]: 'Dr House Gregory' })[0]!.title).toBe(
      'Dr House Gregory',
    );
    expect(usageResources([north], 'ROOM')).toEqual([
      { id: rowId(north.id, ROOM), title: 'Salle Bleue', sector: 'Nord' },
    ]);
  });

  it('adds up the minutes each row holds per clock hour, split across hours, leaving canceled ones out', () => {
    const a = anAppointment('2026-11-23T08:00:00.000Z', 30, { doctor: DOCTOR, room: ROOM });
    const b = anAppointment('2026-11-23T08:40:00.000Z', 40, { doctor: DOCTOR, room: ROOM });
    const canceled = anAppointment('2026-11-23T08:30:00.000Z', 10, {
      doctor: DOCTOR,
      room: ROOM,
      canceled: true,
    });
    b.appointment.sector = a.appointment.sector;
    canceled.appointment.sector = a.appointment.sector;
    const hours = usageHours([a, b, canceled], 'DOCTOR', 'Europe/Paris');
    const row = rowId(a.appointment.sector, DOCTOR);
    expect(hours).toEqual([
      {
        resourceId: row,
        start: '2026-11-23T08:00:00.000Z',
        end: '2026-11-23T09:00:00.000Z',
        level: 'high',
        fraction: 50 / 60,
        count: 2,
      },
      {
        resourceId: row,
        start: '2026-11-23T09:00:00.000Z',
        end: '2026-11-23T10:00:00.000Z',
        level: 'light',
        fraction: 20 / 60,
        count: 1,
      },
    ]);
  });

  it("fills each held hour with its level's colour, the legend's, and describes it for a tooltip", () => {
    const view = anAppointment('2026-11-23T08:00:00.000Z', 50, { doctor: DOCTOR, room: ROOM });
    view.appointment.sector = 'c1';
    const quiet = anAppointment('2026-11-23T10:00:00.000Z', 10, { doctor: DOCTOR, room: ROOM });
    quiet.appointment.sector = 'c1';
    const events = usageEvents(
      usageHours([view, quiet], 'DOCTOR', 'Europe/Paris'),
      (hour) => `${hour.count}`,
    );
    expect(
      events.map(({ start, display, backgroundColor, title }) => ({
        start,
        display,
        backgroundColor,
        title,
      })),
    ).toEqual([
      {
        start: '2026-11-23T08:00:00.000Z',
        display: 'background',
        backgroundColor: USAGE_COLOURS.high,
        title: '1',
      },
      {
        start: '2026-11-23T10:00:00.000Z',
        display: 'background',
        backgroundColor: USAGE_COLOURS.light,
        title: '1',
      },
    ]);
    expect(new Set(Object.values(USAGE_COLOURS)).size).toBe(3);
  });
});
