import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Clés de licence',
  copy: 'Copier la clé',
  copied: 'Clé copiée',
  copyFailed: "La clé n'a pas pu être copiée : sélectionnez-la et copiez-la à la main.",
  issue: {
    title: 'Émettre une clé',
    intro:
      "Une clé signée pour un nombre de salles, à remettre au gérant ou à l'administrateur qui crée le cabinet.",
    nbRooms: 'Nombre de salles',
    submit: 'Émettre la clé',
    nbRoomsRequired: 'Le nombre de salles est obligatoire',
    nbRoomsFormat: 'Le nombre de salles doit être un entier entre 1 et 10000',
    issued: 'Clé de licence émise',
    result: 'Nouvelle clé pour {{count}} salle(s) :',
    failed: "La clé n'a pas pu être émise : {{reason}}",
  },
  keys: {
    title: 'Clés émises',
    key: 'Clé',
    rooms: 'Salles',
    issuedAt: 'Émise le',
    usedBy: 'Utilisée par',
    free: 'Libre',
  },
};

export const licensesTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Licence keys',
    copy: 'Copy the key',
    copied: 'Key copied',
    copyFailed: 'The key could not be copied: select it and copy it by hand.',
    issue: {
      title: 'Issue a key',
      intro:
        'A signed key for a number of rooms, to hand to the manager or administrator who creates the practice.',
      nbRooms: 'Number of rooms',
      submit: 'Issue the key',
      nbRoomsRequired: 'The number of rooms is required',
      nbRoomsFormat: 'The number of rooms must be a whole number from 1 to 10000',
      issued: 'Licence key issued',
      result: 'New key for {{count}} room(s):',
      failed: 'The key could not be issued: {{reason}}',
    },
    keys: {
      title: 'Issued keys',
      key: 'Key',
      rooms: 'Rooms',
      issuedAt: 'Issued on',
      usedBy: 'Used by',
      free: 'Free',
    },
  },
};
