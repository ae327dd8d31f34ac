import type { RoomType } from '@teleplan/proto/material-resources';

/** A room type's label in the interface language, French when it has none, its name last. */
export function roomTypeLabel(type: Pick<RoomType, 'name' | 'translations'>, language: string): string {
  return (
    type.translations[language] ??
    type.translations[language.split('-')[0]!] ??
    type.translations.fr ??
    type.name
  );
}
