import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { AppError, badRequest, conflict, forbidden } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type {
  AvailabilityAnswer,
  AvailabilityBody,
  AvailabilityByOwner,
  AvailabilityDeleteBody,
  ExceptionalSlot,
  NewExceptionalSlot,
} from '@teleplan/proto/schedule-availability';
import { DEFAULT_ZONE, type OwnerType } from '@teleplan/proto/schedule-common';
import {
  AvailabilityRepository,
  isWeeklyOverlap,
  type ExceptionalSlotRow,
  type WeeklySlotRow,
} from '../data/availability.repository.ts';
import { doctorRefusal, roomInScope } from './owner-scope.ts';
import { changesOf, emitAvailabilityChanged } from './availability-events.ts';
import { exceptionalSlotFault, faultsOf, weeklySlotFault } from './availability-rules.ts';
import type { Actor, ScheduleContext } from './context.ts';
import { canonicalZone, checkWindow, checkZone, isZone } from './query-window.ts';

const A = MessageCodes.scheduleAvailability;

const empty = (): AvailabilityByOwner => ({
  defaultAvailability: [],
  exceptionalAvailability: [],
  exceptionalUnavailability: [],
});

/**
 * Refuses, with 403 `schedule.availability.unauthorized` (or `schedule.availability.doctor_shared` for a
 * sector manager changing a doctor who also works in another manager's sector), unless `actor` may act on
 * every owner.
 */
async function assertOwnersInScope(
  manager: EntityManager,
  actor: Actor,
  ownerType: OwnerType,
  owners: Iterable<string>,
  write: boolean,
): Promise<void> {
  for (const owner of new Set(owners)) {
    const refusal =
      ownerType === 'DOCTOR'
        ? await doctorRefusal(manager, actor, owner, write)
        : (await roomInScope(manager, actor, owner, write))
          ? null
          : 'scope';
    if (refusal === 'shared')
      throw forbidden(A.doctorShared, `Doctor ${owner} also works in another manager's sector`);
    if (refusal === 'scope')
      throw forbidden(A.unauthorized, `The availability of ${owner} is outside the caller's scope`);
  }
}

export interface AvailabilityRequest {
  zone?: string;
  from: string;
  to: string;
  ownerIds: readonly string[];
  groupByOwner: boolean;
}

/**
 * The weekly slots (all) and the exceptional slots overlapping [from, to) of the asked owners; grouped, every
 * asked owner is a key (with empty lists when it has nothing or is unknown).
 */
export async function readAvailability(
  ctx: ScheduleContext,
  actor: Actor,
  ownerType: OwnerType,
  request: AvailabilityRequest,
): Promise<AvailabilityAnswer> {
  checkZone(request.zone ?? DEFAULT_ZONE);
  const window = checkWindow(request.from, request.to);
  const owners = [...new Set(request.ownerIds)];
  const manager = ctx.dataSource.manager;
  await assertOwnersInScope(manager, actor, ownerType, owners, false);
  const slots = new AvailabilityRepository(manager);
  const weekly = await slots.weekly(ownerType, owners);
  const exceptional = await slots.exceptional(ownerType, owners, window.from, window.to);

  const byOwner = new Map(owners.map((owner) => [owner, empty()]));
  const merged = empty();
  for (const slot of weekly) {
    byOwner.get(slot.owner)!.defaultAvailability.push(slot);
    merged.defaultAvailability.push(slot);
  }
  for (const { available, ...slot } of exceptional) {
    const list = available ? 'exceptionalAvailability' : 'exceptionalUnavailability';
    byOwner.get(slot.owner)![list].push(slot);
    merged[list].push(slot);
  }
  return request.groupByOwner ? Object.fromEntries(byOwner) : merged;
}

/** Every owner a body names. */
function ownersOf(body: AvailabilityBody): string[] {
  return [
    ...(body.defaultAvailability ?? []),
    ...(body.exceptionalAvailability ?? []),
    ...(body.exceptionalUnavailability ?? []),
  ].map((slot) => slot.owner);
}

/**
 * 400 with every fault of the body (zones, 10-minute steps, ranges), the first one's code on top; exceptional
 * slots are checked in the zone they will be stored in (`zoneOf`).
 */
function assertSlotsValid(body: AvailabilityBody, zoneOf: (owner: string, zone?: string) => string): void {
  const zoneFault = (zone: string | undefined) =>
    zone === undefined || isZone(zone) ? null : MessageCodes.schedule.zoneInvalid;
  const exceptionalFault = (slot: NewExceptionalSlot) =>
    zoneFault(slot.interval.zone) ??
    exceptionalSlotFault(
      new Date(slot.interval.start),
      new Date(slot.interval.end),
      zoneOf(slot.owner, slot.interval.zone),
    );
  const faults = [
    ...faultsOf(
      'defaultAvailability',
      body.defaultAvailability,
      (slot) => zoneFault(slot.interval.zone) ?? weeklySlotFault(slot.interval.start, slot.interval.end),
    ),
    ...faultsOf('exceptionalAvailability', body.exceptionalAvailability, exceptionalFault),
    ...faultsOf('exceptionalUnavailability', body.exceptionalUnavailability, exceptionalFault),
  ];
  const [first] = faults;
  if (first) throw badRequest(first.messageCode, 'Invalid slots', faults);
}

/** The rows to store for a body, with fresh ids; each slot in its zone (`zoneOf`). */
function rowsOf(
  body: AvailabilityBody,
  ownerType: OwnerType,
  zoneOf: (owner: string, zone?: string) => string,
) {
  const weekly = (body.defaultAvailability ?? []).map((slot): WeeklySlotRow => ({
    id: uuidv7(),
    ownerType,
    owner: slot.owner,
    dayOfWeek: slot.dayOfWeek,
    start: slot.interval.start,
    end: slot.interval.end,
    zone: zoneOf(slot.owner, slot.interval.zone),
  }));
  const exceptional =
    (available: boolean) =>
    (slot: NewExceptionalSlot): ExceptionalSlotRow => ({
      id: uuidv7(),
      ownerType,
      owner: slot.owner,
      available,
      start: new Date(slot.interval.start),
      end: new Date(slot.interval.end),
      zone: zoneOf(slot.owner, slot.interval.zone),
      comment: slot.comment ?? null,
    });
  return {
    weekly,
    available: (body.exceptionalAvailability ?? []).map(exceptional(true)),
    unavailable: (body.exceptionalUnavailability ?? []).map(exceptional(false)),
  };
}

/**
 * Creates the body's slots in one transaction, all or none, with one `availability.changed` per owner.
 * A slot without a zone takes its room's zone, or Europe/Paris for a doctor.
 */
export async function addAvailability(
  ctx: ScheduleContext,
  actor: Actor,
  ownerType: OwnerType,
  body: AvailabilityBody,
): Promise<AvailabilityByOwner> {
  const owners = ownersOf(body);
  const created = await ctx.dataSource
    .transaction(async (manager) => {
      await assertOwnersInScope(manager, actor, ownerType, owners, true);
      const repository = new AvailabilityRepository(manager);
      const known = await repository.owners(ownerType, owners);
      const missing = [...new Set(owners)].filter((owner) => !known.has(owner));
      if (missing.length > 0)
        throw new AppError(
          404,
          A.ownerMissing,
          `Unknown ${ownerType === 'DOCTOR' ? 'doctor' : 'room'}`,
          missing.map((id) => ({ messageCode: A.ownerMissing, id })),
        );
      const zoneOf = (owner: string, zone?: string) =>
        (zone === undefined ? null : canonicalZone(zone)) ?? known.get(owner) ?? DEFAULT_ZONE;
      assertSlotsValid(body, zoneOf);

      const rows = rowsOf(body, ownerType, zoneOf);
      const result: AvailabilityByOwner = {
        defaultAvailability: await repository.addWeekly(rows.weekly),
        exceptionalAvailability: strip(await repository.addExceptional(rows.available)),
        exceptionalUnavailability: strip(await repository.addExceptional(rows.unavailable)),
      };
      await emitAvailabilityChanged(
        manager,
        ownerType,
        changesOf(
          [
            ...result.defaultAvailability,
            ...result.exceptionalAvailability,
            ...result.exceptionalUnavailability,
          ],
          'added',
        ),
        ctx.clock(),
      );
      return result;
    })
    .catch((error: unknown) => {
      if (isWeeklyOverlap(error))
        throw conflict(A.defaultOverlap, 'A weekly slot overlaps another slot of its owner on that day');
      throw error;
    });
  ctx.kickOutbox();
  return created;
}

const strip = (slots: (ExceptionalSlot & { available: boolean })[]): ExceptionalSlot[] =>
  slots.map(({ available: _available, ...slot }) => slot);

/**
 * Deletes the named slots in one transaction: every id must be a slot of `ownerType` of its kind (else 404
 * `schedule.availability.slot_missing`) whose owner the caller may change (else 403), or nothing is deleted.
 */
export async function removeAvailability(
  ctx: ScheduleContext,
  actor: Actor,
  ownerType: OwnerType,
  body: AvailabilityDeleteBody,
): Promise<void> {
  const ids = {
    default: [...new Set(body.defaultAvailabilityIds ?? [])],
    available: [...new Set(body.exceptionalAvailabilityIds ?? [])],
    unavailable: [...new Set(body.exceptionalUnavailabilityIds ?? [])],
  };
  const asked = ids.default.length + ids.available.length + ids.unavailable.length;
  if (asked === 0) return;
  await ctx.dataSource.transaction(async (manager) => {
    const repository = new AvailabilityRepository(manager);
    const found = await repository.lock(ownerType, ids);
    if (found.length < asked) {
      const foundIds = new Set(found.map((slot) => slot.id));
      const missing = [...ids.default, ...ids.available, ...ids.unavailable].filter(
        (id) => !foundIds.has(id),
      );
      throw new AppError(
        404,
        A.slotMissing,
        'Unknown slot',
        missing.map((id) => ({ messageCode: A.slotMissing, id })),
      );
    }
    await assertOwnersInScope(
      manager,
      actor,
      ownerType,
      found.map((slot) => slot.owner),
      true,
    );
    await repository.remove(ids.default, [...ids.available, ...ids.unavailable]);
    await emitAvailabilityChanged(manager, ownerType, changesOf(found, 'removed'), ctx.clock());
  });
  ctx.kickOutbox();
}
