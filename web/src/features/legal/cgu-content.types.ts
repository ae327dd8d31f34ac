/** Anchor ids of the sixteen articles, in order. They are the same in every language so links keep working. */
export const CGU_SECTION_IDS = [
  'definitions',
  'utilisation-du-service',
  'acces-au-service',
  'protection-des-donnees',
  'cookies',
  'droits-d-usage',
  'paiement',
  'garantie',
  'propriete',
  'confidentialite',
  'force-majeure',
  'preuve',
  'resiliation',
  'reversibilite',
  'revision',
  'litiges',
] as const;

export type CguSectionId = (typeof CGU_SECTION_IDS)[number];

/** Date of the version in force, ISO 8601 (shown in a `<time>` element). */
export const CGU_VERSION_DATE = '2026-11-22';

export type CguBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'terms'; items: readonly { term: string; definition: string }[] };

export interface CguSection {
  id: CguSectionId;
  title: string;
  blocks: readonly CguBlock[];
}

/** The whole terms page in one language: its labels, preamble and articles. */
export interface CguContent {
  lang: 'fr' | 'en';
  title: string;
  /** Shown before the formatted date, e.g. 'Version du'. */
  versionLabel: string;
  versionDate: string;
  tocLabel: string;
  backLabel: string;
  backToTocLabel: string;
  /** Word put before an article's number in its heading. */
  articleLabel: string;
  preamble: readonly string[];
  sections: readonly CguSection[];
}
