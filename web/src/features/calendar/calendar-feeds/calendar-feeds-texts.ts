import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

/** Own namespace (the calendar feeds feature's): the panel shows in the calendars and in the doctor's settings. */
export const CALENDAR_FEEDS_NS = 'calendarFeeds';

const fr = {
  action: 'Abonnement agenda',
  title: 'Abonnement agenda',
  intro:
    "Un lien d'abonnement affiche les rendez-vous de cet agenda (30 jours passés, 180 à venir, sans nom de patient) dans votre logiciel de calendrier, qui les met à jour lui-même.",
  listTitle: "Liens d'abonnement actifs",
  listFailed: "Impossible de charger les liens d'abonnement.",
  retry: 'Réessayer',
  none: "Aucun lien d'abonnement actif.",
  createdOn: 'Créé le {{date}}',
  unnamed: 'Lien sans nom',
  label: 'Nom du lien (facultatif)',
  labelHint: 'Par exemple « Téléphone » ou « Outlook du cabinet », pour reconnaître ce lien plus tard.',
  create: "Créer un lien d'abonnement",
  created: "Lien d'abonnement créé",
  newLink: "Votre nouveau lien d'abonnement",
  urlLabel: "Adresse de l'abonnement",
  onceOnly:
    "Copiez-le maintenant : il ne sera plus affiché. Quiconque connaît ce lien voit ces rendez-vous ; révoquez-le s'il a circulé.",
  howTo:
    "Dans Outlook, Google Agenda, Apple Calendrier ou Thunderbird, choisissez « Ajouter un calendrier » puis « À partir d'une URL » (ou « S'abonner à un calendrier ») et collez ce lien.",
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'La copie a échoué : sélectionnez le lien et copiez-le vous-même.',
  done: "J'ai copié le lien",
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer le lien « {{name}} » créé le {{date}}',
  revokeTitle: "Révoquer ce lien d'abonnement ?",
  revokeText:
    'Le lien « {{name}} » créé le {{date}} ne répondra plus : les calendriers abonnés cesseront de se mettre à jour. Cette action est définitive.',
  revoked: "Lien d'abonnement révoqué",
  settingsIntro:
    'Retrouvez vos rendez-vous dans votre logiciel de calendrier habituel grâce à un lien privé.',
};

export const calendarFeedsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    action: 'Calendar subscription',
    title: 'Calendar subscription',
    intro:
      'A subscription link shows the appointments of this calendar (30 days back, 180 ahead, without patient names) in your calendar program, which keeps them up to date itself.',
    listTitle: 'Active subscription links',
    listFailed: 'The subscription links could not be loaded.',
    retry: 'Try again',
    none: 'No active subscription link.',
    createdOn: 'Created on {{date}}',
    unnamed: 'Unnamed link',
    label: 'Link name (optional)',
    labelHint: 'For instance "Phone" or "Practice Outlook", to recognise this link later.',
    create: 'Create a subscription link',
    created: 'Subscription link created',
    newLink: 'Your new subscription link',
    urlLabel: 'Subscription address',
    onceOnly:
      'Copy it now: it will not be shown again. Anyone who knows this link sees these appointments; revoke it if it has been shared.',
    howTo:
      'In Outlook, Google Calendar, Apple Calendar or Thunderbird, choose "Add calendar" then "From URL" (or "Subscribe to calendar") and paste this link.',
    copy: 'Copy the link',
    copied: 'Link copied',
    copyFailed: 'Copying failed: select the link and copy it yourself.',
    done: 'I have copied the link',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the link "{{name}}" created on {{date}}',
    revokeTitle: 'Revoke this subscription link?',
    revokeText:
      'The link "{{name}}" created on {{date}} will stop answering: subscribed calendars will no longer update. This cannot be undone.',
    revoked: 'Subscription link revoked',
    settingsIntro: 'See your appointments in your usual calendar program through a private link.',
  },
};
