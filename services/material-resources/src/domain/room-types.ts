import { v7 as uuidv7 } from 'uuid';
import { badRequest, conflict, notFound } from '@teleplan/kit/errors';
import { MaterialResourcesEvents } from '@teleplan/proto/events';
import type { CreateRoomTypeBody, PatchRoomTypeBody, RoomType } from '@teleplan/proto/material-resources';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { RoomTypesRepository } from '../data/room-types.repository.ts';
import { isUniqueViolation } from '../data/unique-violation.ts';
import type { ResourcesContext } from './context.ts';
import { inTransaction } from './unit-of-work.ts';
import { toRoomType } from './views.ts';

const M = MessageCodes.materialResources;
/** A translation code: letters, digits, spaces, `_`, `-` and `.` (stored upper-case). */
const NAME = /^[\p{L}\p{N}_. -]+$/u;
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** The name as stored: trimmed, upper-case, in the allowed alphabet. */
export function roomTypeName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest(M.roomTypeNameMissing, 'The room type name is required');
  if (!NAME.test(trimmed))
    throw badRequest(M.roomTypeBadFormat, 'The room type name has characters it may not have');
  return trimmed.toUpperCase();
}

/** Translations keyed by language code, `fr` required, texts trimmed and not blank. */
export function roomTypeTranslations(translations: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [language, text] of Object.entries(translations)) {
    if (!LANGUAGE.test(language))
      throw badRequest(M.roomTypeBadFormat, `Bad language code ${language.slice(0, 10)}`);
    if (text.trim() === '') throw badRequest(M.roomTypeBadFormat, `Empty translation for ${language}`);
    result[language] = text.trim();
  }
  if (!result.fr) throw badRequest(M.roomTypeBadFormat, 'The French translation is required');
  return result;
}

const existing = () => conflict(M.roomTypeExisting, 'A room type already has this name');

export async function listRoomTypes(ctx: ResourcesContext, onlyEnabled: boolean): Promise<RoomType[]> {
  return (await new RoomTypesRepository(ctx.dataSource.manager).list(onlyEnabled)).map(toRoomType);
}

export async function getRoomType(ctx: ResourcesContext, id: string): Promise<RoomType> {
  const row = await new RoomTypesRepository(ctx.dataSource.manager).get(id);
  if (!row) throw notFound(M.roomTypeMissing, 'No such room type');
  return toRoomType(row);
}

export async function createRoomType(ctx: ResourcesContext, body: CreateRoomTypeBody): Promise<RoomType> {
  const name = roomTypeName(body.name);
  const translations = roomTypeTranslations(body.translations);
  try {
    return await inTransaction(ctx, async (work) => {
      const types = new RoomTypesRepository(work.manager);
      if (await types.nameTaken(name)) throw existing();
      const row = {
        id: uuidv7(),
        name,
        enabled: body.enabled ?? true,
        translations,
        createdAt: work.now,
        updatedAt: work.now,
      };
      await types.insert(row);
      await work.emit(MaterialResourcesEvents.roomTypeCreated, { current: toRoomType(row) });
      return toRoomType(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'room_type_name_key')) throw existing();
    throw error;
  }
}

/** PATCH room-types/{id}: name, translations and enabled (the eye icon). */
export async function patchRoomType(
  ctx: ResourcesContext,
  id: string,
  body: PatchRoomTypeBody,
): Promise<RoomType> {
  const name = body.name === undefined ? undefined : roomTypeName(body.name);
  const translations = body.translations === undefined ? undefined : roomTypeTranslations(body.translations);
  try {
    return await inTransaction(ctx, async (work) => {
      const types = new RoomTypesRepository(work.manager);
      const row = await types.get(id);
      if (!row) throw notFound(M.roomTypeMissing, 'No such room type');
      if (name !== undefined && (await types.nameTaken(name, id))) throw existing();
      const previous = toRoomType(row);
      const next = {
        ...row,
        name: name ?? row.name,
        translations: translations ?? row.translations,
        enabled: body.enabled ?? row.enabled,
        updatedAt: work.now,
      };
      await types.save(next);
      await work.emit(MaterialResourcesEvents.roomTypeUpdated, { current: toRoomType(next), previous });
      return toRoomType(next);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'room_type_name_key')) throw existing();
    throw error;
  }
}
