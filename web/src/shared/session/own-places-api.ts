import type { Sector } from '@teleplan/proto/material-resources';
import { api } from '../api/api.ts';
import type { OwnPlaces } from '../routing/role-navigation.ts';
import type { SessionClaims } from './jwt-claims.ts';
import { useOwnRoomId } from './own-room.ts';

/** The sector a sector manager manages (404 when they have none yet). */
export const ownPlacesApi = api.enhanceEndpoints({ addTagTypes: ['Sector'] }).injectEndpoints({
  endpoints: (build) => ({
    managedSector: build.query<Sector, string>({
      query: (userId) => `material-resources/get-sector-by-manager/${encodeURIComponent(userId)}`,
      providesTags: (result) => (result ? [{ type: 'Sector', id: result.id }, 'Sector'] : ['Sector']),
    }),
  }),
});

export const { useManagedSectorQuery } = ownPlacesApi;

/**
 * The signed-in person's own sector and room, for the header shortcuts and the home page. Unknown while loading
 * or when there is none.
 */
export function useOwnPlaces(claims: Pick<SessionClaims, 'role' | 'sub'> | null | undefined): OwnPlaces {
  const sector = useManagedSectorQuery(claims?.sub ?? '', {
    skip: claims?.role !== 'SECTOR_MANAGER',
  });
  const roomId = useOwnRoomId(claims?.role, claims?.sub);
  return { sectorId: claims?.role === 'SECTOR_MANAGER' ? sector.data?.id : undefined, roomId };
}
