import { AppError } from '@teleplan/kit/errors';
import { callService, type ServiceTokenSource } from '@teleplan/kit/http/service-client';
import type { SectorQuota } from '@teleplan/proto/licenses';
import { MessageCodes, type MessageCode } from '@teleplan/proto/message-codes';

const M = MessageCodes.materialResources;

/**
 * The licenses service as this service needs it (its internal contract, SERVICE token): a sector consumes a
 * licence key; a room linked to a sector takes one of the licence's room slots. Every refusal is an AppError
 * with one of this service's codes; an owner that is down is 503 `material_resources.licenses.unavailable`.
 */
export interface LicensesClient {
  /** Marks `license` used by `sectorId`; resolves the licence's number of rooms. */
  consume(license: string, sectorId: string): Promise<{ sectorId: string; nbRooms: number }>;
  /** Undoes a consumption (the sector could not be created). */
  release(sectorId: string): Promise<void>;
  /** Takes a room slot of the sector's licence for `roomId`. */
  reserveRoom(sectorId: string, roomId: string): Promise<void>;
  /** Gives the slot back. */
  releaseRoom(sectorId: string, roomId: string): Promise<void>;
  /** The sector's licence quota: rooms allowed, used and left, and whether the practice is open. */
  quota(sectorId: string): Promise<SectorQuota>;
}

/** The licenses service's codes and what they mean here. */
const REFUSALS: Record<string, readonly [number, MessageCode, string]> = {
  'licenses.license.unknown': [400, M.sectorLicenseUnknown, 'Unknown licence key'],
  'licenses.license.invalid': [400, M.sectorLicenseInvalid, 'Invalid licence key'],
  'licenses.license.already_used': [409, M.sectorLicenseAlreadyUsed, 'Licence key already used'],
  'licenses.sector.no_room_available': [409, M.sectorNoRoomAvailable, 'sector has no more rooms available'],
  'licenses.sector.closed': [409, M.sectorClosed, 'The practice is closed'],
  'licenses.license.missing': [400, M.sectorLicenseMissing, 'The licence key is required'],
  'licenses.license.rooms_mismatch': [400, M.sectorLicenseInvalid, 'The licence key does not match'],
  'licenses.sector.unknown': [409, M.sectorNoRoomAvailable, 'sector has no more rooms available'],
};

/** Rethrows the owner's refusal with this service's code; anything else means the owner is not usable now. */
export function translateLicensesError(error: unknown): AppError {
  if (error instanceof AppError) {
    const refusal = REFUSALS[error.messageCode];
    if (refusal) return new AppError(refusal[0], refusal[1], refusal[2]);
  }
  return new AppError(503, M.licensesUnavailable, 'The licenses service is unavailable');
}

export function httpLicensesClient(options: {
  baseUrl: string;
  tokens: ServiceTokenSource;
  timeoutMs: number;
}): LicensesClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    json?: unknown,
  ): Promise<T> => {
    try {
      return await callService<T>({
        url: `${base}${path}`,
        method,
        json,
        tokens: options.tokens,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      throw translateLicensesError(error);
    }
  };
  const segment = encodeURIComponent;
  return {
    consume: (license, sectorId) => call('POST', '/internal/licenses/consume', { license, sectorId }),
    release: async (sectorId) => {
      await call('POST', '/internal/licenses/release', { sectorId });
    },
    reserveRoom: async (sectorId, roomId) => {
      await call('PUT', `/internal/sectors/${segment(sectorId)}/rooms/${segment(roomId)}`);
    },
    releaseRoom: async (sectorId, roomId) => {
      await call('DELETE', `/internal/sectors/${segment(sectorId)}/rooms/${segment(roomId)}`);
    },
    quota: (sectorId) => call('GET', `/internal/sectors/${segment(sectorId)}/quota`),
  };
}
