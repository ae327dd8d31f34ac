import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@teleplan/proto/logger';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { auditWords, changeValue, shortId } from '../domain/audit-words.ts';
import { AUDIT_NS } from '../i18n/audit-texts.ts';

export interface DescribedAuditEntry {
  /** 'Marie Curie', 'Système', or the account's short id when the logger never learnt its name. */
  who: string;
  what: string;
  /** One line a change: 'Début : 26-11-2026 10:00 → 27-11-2026 11:00'. */
  changes: { field: string; line: string }[];
}

/**
 * Puts audit entries in words in the interface language: times in `zone`, ids of `names` as names
 * (rooms, doctors, people the page knows).
 */
export function useAuditDescriber(zone: string, names: Readonly<Record<string, string>> = {}) {
  const { t } = useTranslation(AUDIT_NS);
  return useCallback(
    (entry: AuditEntry): DescribedAuditEntry => {
      const { actor } = entry;
      const name = actor ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') : '';
      const who = !actor ? t('system') : name || t('someone', { id: shortId(actor.accountId) });
      const words = auditWords(entry);
      const context = {
        zone,
        language: currentLanguage(),
        names,
        yes: t('yes'),
        no: t('no'),
        none: t('none'),
      };
      return {
        who,
        what: words.key ? t(`actions.${words.key}`, words.values) : entry.action,
        changes: words.changes.map((change) => ({
          field: change.field,
          line: t('change', {
            field: t(`fields.${change.field}`, { defaultValue: change.field }),
            before: changeValue(change.before, context),
            after: changeValue(change.after, context),
          }),
        })),
      };
    },
    [t, zone, names],
  );
}
