import { skipToken } from '@reduxjs/toolkit/query';
import type { Profile } from '@teleplan/proto/accounts';
import type { Sector } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { errorStatus } from '../../../shared/api/error-status.ts';
import { useManagedSectorQuery, useSectorListQuery } from '../../../shared/places/places-api.ts';
import { DOCTORS_PAGE_SIZE, useDoctorsOfSectorsQuery, useDoctorsPageQuery } from '../api/doctors-api.ts';
import { doctorsQuery } from '../api/doctor-query.ts';

export interface DoctorRows {
  rows: Profile[] | undefined;
  page: number;
  totalPages: number;
  totalElements: number;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  /** The sector a sector manager manages (null: none, they see no doctor; undefined: not known yet). */
  ownSector: Sector | null | undefined;
}

interface DoctorRowsArgs {
  role: Role;
  sub: string;
  search: string;
  page: number;
  sort: string[];
}

function matches(profile: Profile, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const name = `${profile.lastName} ${profile.firstName}`.toLowerCase();
  return words.every((word) => name.includes(word));
}

/**
 * The doctors a role may list, one page at a time. Admins search every doctor on the server; a sector
 * manager the doctors of their own sector (its doctorIds in the query); room roles may not search accounts,
 * so they read the doctors of the sectors they see (accounts' `doctors?sectorIds=`, one bounded list) and page
 * it here.
 */
export function useDoctorRows({ role, sub, search, page, sort }: DoctorRowsArgs): DoctorRows {
  const isSectorManager = role === 'SECTOR_MANAGER';
  const searchesAccounts = role === 'SUPER_ADMIN' || role === 'ADMIN' || isSectorManager;

  const ownSector = useManagedSectorQuery(isSectorManager ? sub : skipToken);
  const noOwnSector = isSectorManager && errorStatus(ownSector.error) === 404;
  const query = isSectorManager
    ? ownSector.data
      ? doctorsQuery(search, ownSector.data.doctorIds)
      : null
    : doctorsQuery(search);
  const accountsPage = useDoctorsPageQuery(
    searchesAccounts && query !== null ? { query, page, sort } : skipToken,
  );

  const visibleSectors = useSectorListQuery(searchesAccounts ? skipToken : undefined);
  const sectorIds = visibleSectors.data?.map((sector) => sector.id) ?? [];
  const sectorDoctors = useDoctorsOfSectorsQuery(
    !searchesAccounts && sectorIds.length > 0 ? sectorIds : skipToken,
  );

  if (searchesAccounts) {
    const waitsForSector = isSectorManager && ownSector.isLoading;
    const empty = query === null && (!isSectorManager || ownSector.data !== undefined || noOwnSector);
    return {
      rows: empty ? [] : accountsPage.data?.content.map((composite) => composite.profile),
      page,
      totalPages: empty ? 0 : (accountsPage.data?.totalPages ?? 0),
      totalElements: empty ? 0 : (accountsPage.data?.totalElements ?? 0),
      isLoading: waitsForSector || (!empty && accountsPage.isLoading),
      isFetching: accountsPage.isFetching,
      isError: (isSectorManager && ownSector.isError && !noOwnSector) || accountsPage.isError,
      refetch: () => {
        if (isSectorManager) void ownSector.refetch();
        if (query !== null) void accountsPage.refetch();
      },
      ownSector: isSectorManager ? (ownSector.data ?? (noOwnSector ? null : undefined)) : undefined,
    };
  }

  const all = visibleSectors.data && sectorIds.length === 0 ? [] : sectorDoctors.data?.map((d) => d.profile);
  const filtered = all?.filter((profile) => matches(profile, search));
  return {
    rows: filtered?.slice(page * DOCTORS_PAGE_SIZE, (page + 1) * DOCTORS_PAGE_SIZE),
    page,
    totalPages: Math.ceil((filtered?.length ?? 0) / DOCTORS_PAGE_SIZE),
    totalElements: filtered?.length ?? 0,
    isLoading: visibleSectors.isLoading || sectorDoctors.isLoading,
    isFetching: visibleSectors.isFetching || sectorDoctors.isFetching,
    isError: visibleSectors.isError || sectorDoctors.isError,
    refetch: () => {
      void visibleSectors.refetch();
      if (sectorIds.length > 0) void sectorDoctors.refetch();
    },
    ownSector: undefined,
  };
}
