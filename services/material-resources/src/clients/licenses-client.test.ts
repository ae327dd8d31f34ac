import { describe, expect, it } from 'vitest';
import { AppError } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { translateLicensesError } from './licenses-client.ts';

const M = MessageCodes.materialResources;
const refusal = (code: string, status = 400) => new AppError(status, code as never, 'refused');

describe('translateLicensesError', () => {
  it.each([
    ['licenses.license.unknown', 400, M.sectorLicenseUnknown],
    ['licenses.license.invalid', 400, M.sectorLicenseInvalid],
    ['licenses.license.already_used', 409, M.sectorLicenseAlreadyUsed],
    ['licenses.license.missing', 400, M.sectorLicenseMissing],
    ['licenses.license.rooms_mismatch', 400, M.sectorLicenseInvalid],
    ['licenses.sector.no_room_available', 409, M.sectorNoRoomAvailable],
    ['licenses.sector.unknown', 409, M.sectorNoRoomAvailable],
    ['licenses.sector.closed', 409, M.sectorClosed],
  ])('answers the refusal %s with %i %s', (code, status, mapped) => {
    const error = translateLicensesError(refusal(code));
    expect(error.statusCode).toBe(status);
    expect(error.messageCode).toBe(mapped);
  });

  it('answers 503 when the licenses service is down or answers what it should not', () => {
    expect(translateLicensesError(new Error('ECONNREFUSED')).messageCode).toBe(M.licensesUnavailable);
    expect(translateLicensesError(refusal('common.internal', 500)).statusCode).toBe(503);
  });
});
