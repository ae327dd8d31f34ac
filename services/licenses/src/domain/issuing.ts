import { v7 as uuidv7 } from 'uuid';
import { LicensesEvents, type IssuedLicense, type LicenseIssuedPayload } from '@teleplan/proto/licenses';
import type { Page } from '@teleplan/proto/paging';
import type { LicenseKeyRow } from '../data/entities/license-key.entity.ts';
import { LicenseKeysRepository } from '../data/license-keys.repository.ts';
import type { LicensesContext } from './context.ts';
import { inTransaction } from './unit-of-work.ts';

/**
 * Issues a signed key for `nbRooms` rooms and keeps it on record (`issuedBy`: an account id or `cli`), with its
 * license.issued event (which never holds the key's text).
 */
export async function issueLicense(
  ctx: LicensesContext,
  nbRooms: number,
  issuedBy: string,
): Promise<IssuedLicense> {
  const issuedAt = ctx.clock();
  const id = uuidv7();
  const license = ctx.signer.sign({ id, rooms: nbRooms, iat: issuedAt.toISOString() });
  const row: LicenseKeyRow = { id, license, nbRooms, issuedAt, issuedBy, sectorId: null, consumedAt: null };
  await inTransaction(ctx, async ({ manager, emit }) => {
    await new LicenseKeysRepository(manager).insert(row);
    const payload: LicenseIssuedPayload = { id, nbRooms, issuedAt: issuedAt.toISOString(), issuedBy };
    await emit(LicensesEvents.licenseIssued, payload);
  });
  return issuedView(row);
}

/** Issued keys, newest first. */
export async function listIssued(
  ctx: LicensesContext,
  size: number,
  page: number,
): Promise<Page<IssuedLicense>> {
  const { rows, total } = await new LicenseKeysRepository(ctx.dataSource.manager).page(size, page);
  return {
    content: rows.map(issuedView),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  };
}

function issuedView(row: LicenseKeyRow): IssuedLicense {
  return {
    id: row.id,
    license: row.license,
    nbRooms: row.nbRooms,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    sectorId: row.sectorId,
    consumedAt: row.consumedAt?.toISOString() ?? null,
  };
}
