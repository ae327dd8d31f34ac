/** What a room type's label needs: its code and its texts by language. */
interface TranslatedType {
  name: string;
  translations: Record<string, string>;
}

/** A room type's label in `language`, else its French text (always present), else its code. */
export function roomTypeLabel(type: TranslatedType, language: string): string {
  const text = type.translations[language]?.trim() || type.translations.fr?.trim();
  return text || type.name;
}
