import type { MessageCodes } from '@teleplan/proto/message-codes';
import type { Text } from './schedule-texts.ts';

type LoggerCode = (typeof MessageCodes)['logger'][keyof (typeof MessageCodes)['logger']];

/** fr/en texts of the logger's codes (log lines, audit trail, bug viewer). */
export const LOGGER_TEXTS: Record<LoggerCode, Text> = {
  'logger.request.range_invalid': {
    fr: 'La date de début doit précéder la date de fin.',
    en: 'The start must come before the end.',
  },
  'logger.audit.unauthorized': {
    fr: "Vous n'avez pas accès à cet historique.",
    en: 'You do not have access to this history.',
  },
  'logger.bugs.tracker_not_configured': {
    fr: "Aucun outil de suivi des anomalies n'est configuré.",
    en: 'No bug tracker is configured.',
  },
  'logger.bugs.tracker_unavailable': {
    fr: "L'outil de suivi des anomalies ne répond pas ou a refusé le jeton. Réessayez dans un instant ou vérifiez ses paramètres.",
    en: 'The bug tracker is not answering or refused the token. Try again in a moment or check its settings.',
  },
  'logger.bugs.issue_not_found': {
    fr: "Cette anomalie n'existe pas dans l'outil de suivi.",
    en: 'The tracker has no such issue.',
  },
  'logger.bugs.tracker_url_invalid': {
    fr: "L'adresse de l'outil de suivi doit commencer par http:// ou https://.",
    en: "The tracker's address must start with http:// or https://.",
  },
};
