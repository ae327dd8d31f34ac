import { cguContentEn } from './cgu-content.en.ts';
import { cguContentFr } from './cgu-content.fr.ts';
import type { CguContent } from './cgu-content.types.ts';

/** The terms in `language` (an i18next code such as 'en' or 'en-GB'); French for anything else. */
export function cguContentFor(language: string | undefined): CguContent {
  return language?.toLowerCase().startsWith('en') ? cguContentEn : cguContentFr;
}
