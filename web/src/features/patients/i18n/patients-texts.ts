import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  list: 'Patients',
  view: 'Fiche patient',
  new: 'Nouveau patient',
  breadcrumb: "Fil d'Ariane",
  export: 'Exporter (CSV)',
  at: 'à',
  openShort: 'Voir',
  openWhose: 'la fiche {{name, de}}',
  columns: {
    lastName: 'Nom',
    firstName: 'Prénom',
    email: 'Email',
    phone: 'Téléphone',
    created: 'Date de création',
    actions: 'Actions',
  },
  filters: {
    title: 'Filtres',
    search: 'Recherche (nom complet)',
  },
  created: 'Patient créé',
  updated: 'Données mises à jour',
  updateFailed: 'Une erreur est survenue pendant la modification du patient.',
  loadFailed: 'Impossible de charger ce patient.',
  retry: 'Réessayer',
  backToList: 'Retour à la liste des patients',
  history: {
    title: 'Historique des rendez-vous',
  },
};

export const patientsTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    list: 'Patients',
    view: 'Patient',
    new: 'New patient',
    breadcrumb: 'Breadcrumb',
    export: 'Export (CSV)',
    at: 'at',
    openShort: 'View',
    openWhose: "{{name}}'s record",
    columns: {
      lastName: 'Last name',
      firstName: 'First name',
      email: 'Email',
      phone: 'Phone',
      created: 'Created',
      actions: 'Actions',
    },
    filters: {
      title: 'Filters',
      search: 'Search (full name)',
    },
    created: 'Patient created',
    updated: 'Data updated',
    updateFailed: 'An error occurred while updating the patient.',
    loadFailed: 'This patient could not be loaded.',
    retry: 'Try again',
    backToList: 'Back to the patients list',
    history: {
      title: 'Appointment history',
    },
  },
};
