import type { MessageCodes } from '@teleplan/proto/message-codes';
import type { Text } from './schedule-texts.ts';

type IndicatorsCode = (typeof MessageCodes)['indicators'][keyof (typeof MessageCodes)['indicators']];

/** fr/en texts of the statistics codes. */
export const INDICATORS_TEXTS: Record<IndicatorsCode, Text> = {
  'indicators.statistics.unauthorized_doctor': {
    fr: "Vous n'avez pas accès aux statistiques de ce médecin.",
    en: "You do not have access to this doctor's statistics.",
  },
  'indicators.statistics.unauthorized_global': {
    fr: 'Les statistiques globales sont réservées aux administrateurs.',
    en: 'Platform-wide statistics are for administrators only.',
  },
  'indicators.statistics.unauthorized_room': {
    fr: "Vous n'avez pas accès aux statistiques de cette salle.",
    en: "You do not have access to this room's statistics.",
  },
  'indicators.statistics.unauthorized_room_type': {
    fr: "Vous n'avez pas accès aux statistiques de ce type de salle.",
    en: "You do not have access to this room type's statistics.",
  },
  'indicators.statistics.unauthorized_sector': {
    fr: "Vous n'avez pas accès aux statistiques de ce cabinet digital.",
    en: "You do not have access to this digital practice's statistics.",
  },
  'indicators.statistics.unknown_sector_manager': {
    fr: "Aucun cabinet digital n'est rattaché à votre compte.",
    en: 'No digital practice is linked to your account.',
  },
  'indicators.request.zone_invalid': {
    fr: "Ce fuseau horaire n'existe pas.",
    en: 'This time zone does not exist.',
  },
  'indicators.request.range_invalid': {
    fr: 'La période est invalide : le début doit précéder la fin et ne pas être avant le 1er février 2020.',
    en: 'The period is invalid: the start must come before the end and not before 1 February 2020.',
  },
  'indicators.read_model.rebuild_running': {
    fr: 'Une reconstruction des statistiques est déjà en cours.',
    en: 'A rebuild of the statistics is already running.',
  },
};
