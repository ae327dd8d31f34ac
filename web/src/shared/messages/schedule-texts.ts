import type { MessageCodes } from '@teleplan/proto/message-codes';

export interface Text {
  fr: string;
  en: string;
}

type CodesOf<Area extends keyof typeof MessageCodes> =
  (typeof MessageCodes)[Area][keyof (typeof MessageCodes)[Area]];

/** fr/en texts of the availability codes. */
export const SCHEDULE_AVAILABILITY_TEXTS: Record<CodesOf<'scheduleAvailability'>, Text> = {
  'schedule.availability.unauthorized': {
    fr: "Vous n'avez pas les droits sur ces disponibilités.",
    en: 'You are not allowed to change this availability.',
  },
  'schedule.availability.owner_missing': {
    fr: "Ce médecin ou cette salle n'existe pas.",
    en: 'This doctor or room does not exist.',
  },
  'schedule.availability.ten_minute_steps': {
    fr: 'Veuillez choisir un créneau par tranche de 10 minutes uniquements',
    en: 'Please choose a slot in 10-minute steps only',
  },
  'schedule.availability.invalid_range': {
    fr: "Veuillez choisir une plage d'horaires valide",
    en: 'Please choose a valid time range',
  },
  'schedule.availability.default_overlap': {
    fr: 'Ce créneau chevauche un créneau habituel existant.',
    en: 'This slot overlaps an existing weekly slot.',
  },
  'schedule.availability.slot_missing': {
    fr: "Ce créneau n'existe plus.",
    en: 'This slot no longer exists.',
  },
  'schedule.availability.doctor_shared': {
    fr: "Ce médecin exerce aussi dans le cabinet d'un autre gérant : seuls lui-même et un administrateur changent ses disponibilités.",
    en: "This doctor also works in another manager's practice: only the doctor and an administrator change her availability.",
  },
};

/** fr/en texts of the appointment codes. */
export const SCHEDULE_APPOINTMENT_TEXTS: Record<CodesOf<'scheduleAppointments'>, Text> = {
  'schedule.appointment.missing': {
    fr: "Ce rendez-vous n'existe pas.",
    en: 'This appointment does not exist.',
  },
  'schedule.appointment.unauthorized': {
    fr: "Vous n'avez pas les droits sur ce rendez-vous.",
    en: 'You are not allowed to act on this appointment.',
  },
  'schedule.appointment.doctor_conflict': {
    fr: 'Ce médecin a déjà un rendez-vous sur ce créneau.',
    en: 'This doctor already has an appointment at that time.',
  },
  'schedule.appointment.room_conflict': {
    fr: 'Cette salle est déjà occupée sur ce créneau.',
    en: 'This room is already taken at that time.',
  },
  'schedule.appointment.doctor_unavailable': {
    fr: "Ce médecin n'est pas disponible sur ce créneau.",
    en: 'This doctor is not available at that time.',
  },
  'schedule.appointment.room_unavailable': {
    fr: "Cette salle n'est pas ouverte sur ce créneau.",
    en: 'This room is not open at that time.',
  },
  'schedule.appointment.room_disabled': {
    fr: 'Cette salle est désactivée.',
    en: 'This room is disabled.',
  },
  'schedule.appointment.sector_closed': {
    fr: 'Ce cabinet est fermé : aucun rendez-vous ne peut y être pris.',
    en: 'This practice is closed: no appointment can be booked in it.',
  },
  'schedule.appointment.room_not_in_sector': {
    fr: "Cette salle n'appartient pas à ce cabinet.",
    en: 'This room does not belong to this practice.',
  },
  'schedule.appointment.doctor_not_in_sector': {
    fr: "Ce médecin n'exerce pas dans ce cabinet.",
    en: 'This doctor does not work in this practice.',
  },
  'schedule.appointment.patient_unknown': { fr: 'Patient inconnu.', en: 'Unknown patient.' },
  'schedule.appointment.start_in_past': {
    fr: 'Vous ne pouvez pas déplacer un rendez-vous dans le passé',
    en: 'You cannot move an appointment into the past',
  },
  'schedule.appointment.already_past': {
    fr: 'Vous ne pouvez pas modifier un rendez-vous déjà passé',
    en: 'You cannot change an appointment that is already past',
  },
  'schedule.appointment.misaligned': {
    fr: 'Un rendez-vous commence sur une tranche de 10 minutes.',
    en: 'An appointment starts on a 10-minute step.',
  },
  'schedule.appointment.comment_too_long': {
    fr: 'Le commentaire fait au plus 150 caractères.',
    en: 'The comment is at most 150 characters long.',
  },
  'schedule.appointment.cancel_motive_missing': {
    fr: "Veuillez indiquer le motif de l'annulation.",
    en: 'Please give the reason for the cancellation.',
  },
  'schedule.appointment.already_canceled': {
    fr: 'Ce rendez-vous est déjà annulé.',
    en: 'This appointment is already canceled.',
  },
  'schedule.appointment.already_deleted': {
    fr: 'Ce rendez-vous a été supprimé.',
    en: 'This appointment has been deleted.',
  },
  'schedule.appointment.payment_failed': {
    fr: 'Le paiement de ce rendez-vous ne peut pas être modifié.',
    en: 'The payment of this appointment cannot be changed.',
  },
  'schedule.appointment.beyond_horizon': {
    fr: "Un rendez-vous se prend au plus un mois à l'avance.",
    en: 'An appointment can be booked at most one month ahead.',
  },
  'schedule.appointment.patient_conflict': {
    fr: 'Ce patient a déjà un rendez-vous sur ce créneau.',
    en: 'This patient already has an appointment at that time.',
  },
  'schedule.appointment.idempotency_key_reused': {
    fr: 'Cette action a déjà été envoyée avec un autre contenu : veuillez recommencer.',
    en: 'This action was already sent with other content: please start again.',
  },
};

/** fr/en texts of the timeline codes. */
export const SCHEDULE_TIMELINE_TEXTS: Record<CodesOf<'scheduleTimelines'>, Text> = {
  'schedule.timeline.unauthorized': {
    fr: "Vous n'avez pas accès à ce planning.",
    en: 'You do not have access to this schedule.',
  },
};

/** fr/en texts of the export codes. */
export const SCHEDULE_EXPORT_TEXTS: Record<CodesOf<'scheduleExports'>, Text> = {
  'schedule.export.unauthorized': {
    fr: "Vous n'avez pas accès à ces rendez-vous.",
    en: 'You do not have access to these appointments.',
  },
  'schedule.calendar_feed.missing': {
    fr: "Cet abonnement d'agenda n'existe pas.",
    en: 'This calendar subscription does not exist.',
  },
};

/** fr/en texts of the satisfaction survey codes (the public page shows them as they are). */
export const SCHEDULE_EVALUATION_TEXTS: Record<CodesOf<'scheduleEvaluations'>, Text> = {
  'schedule.evaluation.unknown_token': {
    fr: "Ce lien de questionnaire n'est pas valide. Vérifiez qu'il a été copié en entier depuis votre e-mail.",
    en: 'This survey link is not valid. Check that it was copied whole from your email.',
  },
  'schedule.evaluation.used': {
    fr: 'Ce questionnaire a déjà été rempli. Merci pour votre réponse !',
    en: 'This survey has already been answered. Thank you for your answers!',
  },
  'schedule.evaluation.expired': {
    fr: 'Ce lien de questionnaire a expiré : il était valable 30 jours.',
    en: 'This survey link has expired: it was valid for 30 days.',
  },
  'schedule.evaluation.canceled_appointment': {
    fr: "Ce rendez-vous a été annulé : il n'y a pas de questionnaire à remplir.",
    en: 'This appointment was canceled: there is no survey to answer.',
  },
  'schedule.evaluation.incomplete': {
    fr: 'Veuillez répondre aux sept questions.',
    en: 'Please answer all seven questions.',
  },
  'schedule.evaluation.answer_invalid': {
    fr: 'Chaque réponse doit être une note de 0 à 4.',
    en: 'Each answer must be a score from 0 to 4.',
  },
};
