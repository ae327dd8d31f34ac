import { registerTexts, type FeatureTexts } from '../../../shared/i18n/i18n.ts';

/** Texts of the live feed: its alerts and the home page's panel. */
export const LIVE_NS = 'live';

const fr = {
  title: 'En direct',
  empty: 'Aucun rendez-vous pris, déplacé ou annulé depuis votre connexion.',
  types: {
    BOOKED: 'Nouveau rendez-vous',
    MODIFIED: 'Rendez-vous déplacé',
    CANCELED: 'Rendez-vous annulé',
  },
  when: '{{date}} à {{time}}',
  status: {
    connecting: 'Connexion au direct…',
    failed: 'Le direct est interrompu.',
  },
  alerts: {
    failed: 'Connexion temps réel impossible. Veuillez recharger la page.',
    refreshFailed: 'Connexion temps réel impossible à rafraîchir. Veuillez recharger la page.',
  },
};

const texts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Live',
    empty: 'No appointment booked, moved or canceled since you signed in.',
    types: {
      BOOKED: 'New appointment',
      MODIFIED: 'Appointment moved',
      CANCELED: 'Appointment canceled',
    },
    when: '{{date}} at {{time}}',
    status: {
      connecting: 'Connecting to the live feed…',
      failed: 'The live feed is interrupted.',
    },
    alerts: {
      failed: 'Real-time connection impossible. Please reload the page.',
      refreshFailed: 'Real-time connection could not be refreshed. Please reload the page.',
    },
  },
};

registerTexts(LIVE_NS, texts);
