import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Cabinets digitaux',
  view: 'Cabinet digital',
  mySector: 'Mon cabinet',
};

export const sectorsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Digital practices',
    view: 'Digital practice',
    mySector: 'My practice',
  },
};
