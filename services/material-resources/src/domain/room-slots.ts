import type { ResourcesContext } from './context.ts';

/**
 * Takes a licence room slot in each of `sectorIds` for `roomId`; if one is refused, the slots already taken
 * are given back before the refusal propagates.
 */
export async function reserveSlots(ctx: ResourcesContext, roomId: string, sectorIds: readonly string[]) {
  const taken: string[] = [];
  try {
    for (const sectorId of sectorIds) {
      await ctx.licenses.reserveRoom(sectorId, roomId);
      taken.push(sectorId);
    }
  } catch (error) {
    await releaseSlots(ctx, roomId, taken);
    throw error;
  }
}

/**
 * Gives back the slots of `roomId` in `sectorIds`. Never throws: a slot that cannot be given back now is
 * logged (the licenses service keeps it until an operator frees it), and the caller's own outcome stands.
 */
export async function releaseSlots(ctx: ResourcesContext, roomId: string, sectorIds: readonly string[]) {
  for (const sectorId of sectorIds) {
    try {
      await ctx.licenses.releaseRoom(sectorId, roomId);
    } catch (error) {
      ctx.log.error({ err: error, sectorId, roomId }, 'could not release a licence room slot');
    }
  }
}
