import { describe, expect, it } from 'vitest';
import type { Sector } from '@teleplan/proto/material-resources';
import { doctorChoices, roomChoices } from './use-scope-choices.ts';

const room = (id: string, name: string) => ({ id, name, address: null, telephoneNumber: '', enabled: true });
const sector = (
  id: string,
  rooms: ReturnType<typeof room>[],
  doctors: { id: string; username: string }[],
): Sector => ({
  id,
  name: id,
  enabled: true,
  manager: null,
  roomIds: rooms.map((each) => each.id),
  doctorIds: doctors.map((each) => each.id),
  doctors,
  rooms,
});

const sectors = [
  sector(
    's1',
    [room('r2', 'Salle Troyes'), room('r1', 'Salle Auxerre')],
    [{ id: 'd1', username: 'b@demo.fr' }],
  ),
  sector(
    's2',
    [room('r2', 'Salle Troyes')],
    [
      { id: 'd1', username: 'b@demo.fr' },
      { id: 'd2', username: 'a@demo.fr' },
    ],
  ),
];

describe("the dashboards' choosers", () => {
  it('lists each room of the sectors in reach once, by name', () => {
    expect(roomChoices(sectors)).toEqual([
      { id: 'r1', label: 'Salle Auxerre' },
      { id: 'r2', label: 'Salle Troyes' },
    ]);
  });

  it('lists each doctor once, by name where known, else by username', () => {
    expect(doctorChoices(sectors, { d1: 'Dr Girard Antoine' })).toEqual([
      { id: 'd2', label: 'a@demo.fr' },
      { id: 'd1', label: 'Dr Girard Antoine' },
    ]);
  });
});
