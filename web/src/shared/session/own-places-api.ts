import { useManagedSectorQuery } from '../places/places-api.ts';
import type { OwnPlaces } from '../routing/role-navigation.ts';
import type { SessionClaims } from './jwt-claims.ts';
import { useOwnRoomId } from './own-room.ts';

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
