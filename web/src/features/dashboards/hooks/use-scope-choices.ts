import type { RoomType, Sector } from '@teleplan/proto/material-resources';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roomTypeLabel } from '../../../shared/format/room-type-label.ts';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useDoctorNamesQuery, useSectorsWithResourcesQuery } from '../../resources/index.ts';
import { useRoomTypesQuery } from '../../room-types/index.ts';
import { useRoomTypeIdsInReachQuery } from '../api/room-types-in-reach-api.ts';

/** One entry of a dashboard chooser. */
export interface Choice {
  id: string;
  label: string;
}

export interface Choices {
  options: Choice[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'fr');

/** Each id once, sorted by label. */
function distinct(choices: Choice[]): Choice[] {
  return [...new Map(choices.map((choice) => [choice.id, choice])).values()].sort(byLabel);
}

/** The rooms of the sectors in reach (a sector manager: their sector's). */
export function roomChoices(sectors: readonly Sector[]): Choice[] {
  return distinct(
    sectors.flatMap((sector) => (sector.rooms ?? []).map(({ id, name }) => ({ id, label: name }))),
  );
}

/** The doctors of the sectors in reach, by name where known, else by username. */
export function doctorChoices(sectors: readonly Sector[], names: Record<string, string> = {}): Choice[] {
  return distinct(
    sectors.flatMap((sector) =>
      sector.doctors.map(({ id, username }) => ({ id, label: names[id] ?? username })),
    ),
  );
}

export function useSectorChoices(): Choices {
  const sectors = useSectorListQuery(undefined);
  return {
    options: sectors.data && distinct(sectors.data.map(({ id, name }) => ({ id, label: name }))),
    isLoading: sectors.isLoading,
    isError: sectors.isError,
  };
}

export function useRoomChoices(): Choices {
  const sectors = useSectorsWithResourcesQuery(undefined);
  return {
    options: sectors.data && roomChoices(sectors.data),
    isLoading: sectors.isLoading,
    isError: sectors.isError,
  };
}

export function useDoctorChoices(): Choices {
  const sectors = useSectorsWithResourcesQuery(undefined);
  const sectorIds = sectors.data?.map(({ id }) => id) ?? [];
  const names = useDoctorNamesQuery(sectorIds, { skip: sectorIds.length === 0 });
  return {
    options: sectors.data && doctorChoices(sectors.data, names.data),
    isLoading: sectors.isLoading,
    isError: sectors.isError,
  };
}

/** The room types by label; given `inReach`, only those of these ids. */
export function roomTypeChoices(
  types: readonly RoomType[],
  language: string,
  inReach?: readonly string[],
): Choice[] {
  return distinct(
    types
      .filter((type) => !inReach || inReach.includes(type.id))
      .map((type) => ({ id: type.id, label: roomTypeLabel(type, language) })),
  );
}

/**
 * The room types to choose from: all of the platform's, or with `ofRoomsInReach` only those of the rooms the caller
 * sees (a sector manager may ask statistics of no other type).
 */
export function useRoomTypeChoices(ofRoomsInReach = false): Choices {
  const types = useRoomTypesQuery(undefined);
  const inReach = useRoomTypeIdsInReachQuery(undefined, { skip: !ofRoomsInReach });
  const waiting = ofRoomsInReach && !inReach.data;
  return {
    options:
      types.data && !waiting ? roomTypeChoices(types.data, currentLanguage(), inReach.data) : undefined,
    isLoading: types.isLoading || inReach.isLoading,
    isError: types.isError || inReach.isError,
  };
}
