import { AppError } from '@teleplan/kit/errors';
import type { LicensesClient } from '../src/clients/licenses-client.ts';
import { translateLicensesError } from '../src/clients/licenses-client.ts';

/**
 * A test double of the licenses service (another service, built separately): licence keys with a number of
 * rooms, consumed by sectors, whose room slots rooms take. It answers with the licenses service's own codes,
 * translated as the HTTP client translates them, and can play an owner that is down.
 */
export class InMemoryLicenses implements LicensesClient {
  readonly keys = new Map<string, { nbRooms: number; sectorId: string | null }>();
  readonly slots = new Map<string, Set<string>>();
  /** Sectors the distributor closed. */
  readonly closed = new Set<string>();
  down = false;

  addKey(license: string, nbRooms: number): string {
    this.keys.set(license, { nbRooms, sectorId: null });
    return license;
  }

  private refuse(status: number, code: string): never {
    throw translateLicensesError(new AppError(status, code as never, code));
  }

  private check(): void {
    if (this.down) throw translateLicensesError(new Error('connect ECONNREFUSED'));
  }

  private keyOf(sectorId: string) {
    return [...this.keys.values()].find((key) => key.sectorId === sectorId);
  }

  async consume(license: string, sectorId: string) {
    this.check();
    const key = this.keys.get(license);
    if (!key) this.refuse(400, 'licenses.license.unknown');
    if (key.sectorId !== null) this.refuse(409, 'licenses.license.already_used');
    key.sectorId = sectorId;
    this.slots.set(sectorId, new Set());
    return { sectorId, nbRooms: key.nbRooms };
  }

  async release(sectorId: string) {
    this.check();
    const key = this.keyOf(sectorId);
    if (key) key.sectorId = null;
    this.slots.delete(sectorId);
  }

  async reserveRoom(sectorId: string, roomId: string) {
    this.check();
    const key = this.keyOf(sectorId);
    const taken = this.slots.get(sectorId);
    if (!key || !taken) this.refuse(409, 'licenses.sector.no_room_available');
    if (taken.has(roomId)) return;
    if (taken.size >= key.nbRooms) this.refuse(409, 'licenses.sector.no_room_available');
    taken.add(roomId);
  }

  async releaseRoom(sectorId: string, roomId: string) {
    this.check();
    this.slots.get(sectorId)?.delete(roomId);
  }

  /** Rooms holding a slot of `sectorId`. */
  taken(sectorId: string): string[] {
    return [...(this.slots.get(sectorId) ?? [])];
  }

  async quota(sectorId: string) {
    this.check();
    const nbRooms = this.keyOf(sectorId)?.nbRooms ?? 0;
    const usedRooms = this.slots.get(sectorId)?.size ?? 0;
    return {
      sectorId,
      nbRooms,
      usedRooms,
      availableRooms: nbRooms - usedRooms,
      open: !this.closed.has(sectorId),
    };
  }
}
