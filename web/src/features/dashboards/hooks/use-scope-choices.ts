import type { Sector } from '@teleplan/proto/material-resources';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roomTypeLabel } from '../../../shared/format/room-type-label.ts';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import { useDoctorNamesQuery, useSectorsWithResourcesQuery } from '../../resources/index.ts';
import { useRoomTypesQuery } from '../../room-types/index.ts';

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

export function useRoomTypeChoices(): Choices {
  const types = useRoomTypesQuery(undefined);
  const language = currentLanguage();
  return {
    options:
      types.data &&
      distinct(types.data.map((type) => ({ id: type.id, label: roomTypeLabel(type, language) }))),
    isLoading: types.isLoading,
    isError: types.isError,
  };
}
