import { describe, expect, it } from 'vitest';
import type { RoomType, Sector } from '@teleplan/proto/material-resources';
import { doctorChoices, roomChoices, roomTypeChoices } from './use-scope-choices.ts';

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

  it('lists the room types by their label in the language, only those in reach when given', () => {
    const types: RoomType[] = [
      { id: 't1', name: 'IMAGERIE', enabled: true, translations: { fr: 'Imagerie', en: 'Imaging' } },
      { id: 't2', name: 'BLOC', enabled: true, translations: { fr: 'Bloc opératoire' } },
      { id: 't3', name: 'CONSULTATION', enabled: true, translations: { fr: 'Consultation' } },
    ];
    expect(roomTypeChoices(types, 'en').map(({ label }) => label)).toEqual([
      'Bloc opératoire',
      'Consultation',
      'Imaging',
    ]);
    expect(roomTypeChoices(types, 'fr', ['t3', 't1'])).toEqual([
      { id: 't3', label: 'Consultation' },
      { id: 't1', label: 'Imagerie' },
    ]);
  });
});
