import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Messages aux patients',
  intro:
    'Les emails et SMS envoyés aux patients pour leurs rendez-vous : confirmations, modifications, annulations, rappels et questionnaires de satisfaction.',
  caption: 'Messages envoyés aux patients',
  filters: 'Filtres',
  all: 'Tous',
  column: {
    createdAt: 'Créé le',
    kind: 'Type',
    channel: 'Canal',
    recipient: 'Destinataire',
    status: 'Statut',
    scheduledAt: 'Prévu le',
    sentAt: 'Envoyé le',
  },
  attempts_one: '{{count}} essai',
  attempts_other: '{{count}} essais',
  kind: {
    BOOKING_CONFIRMATION: 'Confirmation',
    BOOKING_MODIFICATION: 'Modification',
    BOOKING_CANCELLATION: 'Annulation',
    REMINDER: 'Rappel',
    POST_APPOINTMENT: 'Email après rendez-vous',
    SATISFACTION: 'Satisfaction',
  },
  channel: { EMAIL: 'Email', SMS: 'SMS' },
  status: { PENDING: 'En attente', SENT: 'Envoyé', FAILED: 'Échec', SKIPPED: 'Ignoré' },
};

export const messagesTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Patient messages',
    intro:
      'The mails and SMS sent to patients about their appointments: confirmations, changes, cancellations, reminders and satisfaction forms.',
    caption: 'Messages sent to patients',
    filters: 'Filters',
    all: 'All',
    column: {
      createdAt: 'Created',
      kind: 'Type',
      channel: 'Channel',
      recipient: 'Recipient',
      status: 'Status',
      scheduledAt: 'Planned for',
      sentAt: 'Sent',
    },
    attempts_one: '{{count}} attempt',
    attempts_other: '{{count}} attempts',
    kind: {
      BOOKING_CONFIRMATION: 'Confirmation',
      BOOKING_MODIFICATION: 'Change',
      BOOKING_CANCELLATION: 'Cancellation',
      REMINDER: 'Reminder',
      POST_APPOINTMENT: 'Post-appointment mail',
      SATISFACTION: 'Satisfaction',
    },
    channel: { EMAIL: 'Email', SMS: 'SMS' },
    status: { PENDING: 'Pending', SENT: 'Sent', FAILED: 'Failed', SKIPPED: 'Skipped' },
  },
};
