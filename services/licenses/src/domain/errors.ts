import type { AppError } from '@teleplan/kit/errors';
import { badRequest, conflict, forbidden, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';

const L = MessageCodes.licenses;

/** The refusals of this service, one place for their codes and statuses. */
export const refusals = {
  licenseMissing: () => badRequest(L.licenseMissing, 'A licence key is required'),
  licenseInvalid: () => badRequest(L.licenseInvalid, 'Not a valid licence key'),
  licenseUnknown: () => badRequest(L.licenseUnknown, 'This licence key was never issued here'),
  licenseAlreadyUsed: () => conflict(L.licenseAlreadyUsed, 'This licence key is used by another sector'),
  roomsMismatch: () => badRequest(L.licenseRoomsMismatch, 'The number of rooms is not the licence key’s'),
  sectorUnknown: () => notFound(L.sectorUnknown, 'Unknown sector'),
  sectorUnauthorized: () => forbidden(L.sectorUnauthorized, 'Not your sector'),
  noRoomAvailable: () => conflict(L.noRoomAvailable, 'sector has no more rooms available'),
  sectorClosed: () => conflict(L.sectorClosed, 'The practice is closed'),
  sectorInUse: () => conflict(L.sectorInUse, 'Rooms still hold slots of this sector’s licences'),
} satisfies Record<string, () => AppError>;
