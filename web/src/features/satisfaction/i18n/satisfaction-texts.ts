import type { FeatureTexts } from '../../../shared/i18n/i18n.ts';

const fr = {
  title: 'Questionnaire de satisfaction',
  intro:
    'Votre avis nous aide à améliorer les téléconsultations. Pour chaque question, choisissez un visage, de 0 (très insatisfait) à 4 (très satisfait).',
  loading: 'Chargement du questionnaire…',
  missingToken:
    "Ce lien de questionnaire est incomplet. Ouvrez le lien reçu par e-mail, ou copiez-le en entier dans la barre d'adresse.",
  questions: {
    responsiveness: 'Le délai pour obtenir votre rendez-vous vous a-t-il convenu ?',
    problemResolution: 'La téléconsultation a-t-elle répondu à votre besoin ?',
    smoothExecution: "La téléconsultation s'est-elle déroulée sans difficulté (son, image, connexion) ?",
    pleasantReception: 'Avez-vous été bien accueilli sur place ?',
    pleasantConsultation: 'Le médecin a-t-il été à votre écoute ?',
    nextAppointment:
      'La suite de votre prise en charge (prochain rendez-vous, suivi) vous a-t-elle été expliquée ?',
    sufficientDocument: 'Les documents remis (ordonnance, compte rendu) vous ont-ils suffi ?',
  },
  scale: {
    option: '{{score}} — {{label}}',
    '0': 'très insatisfait',
    '1': 'insatisfait',
    '2': 'mitigé',
    '3': 'satisfait',
    '4': 'très satisfait',
  },
  form: {
    submit: 'Envoyer mes réponses',
    unanswered: 'Répondez aux {{total}} questions pour envoyer vos réponses ({{count}} sur {{total}}).',
  },
  thanks: {
    title: 'Merci pour votre avis !',
    text: 'Vos réponses ont bien été enregistrées. Vous pouvez fermer cette page.',
  },
};

export const satisfactionTexts: FeatureTexts<typeof fr> = {
  fr,
  en: {
    title: 'Satisfaction survey',
    intro:
      'Your opinion helps us improve teleconsultations. For each question, choose a face, from 0 (very dissatisfied) to 4 (very satisfied).',
    loading: 'Loading the survey…',
    missingToken:
      'This survey link is incomplete. Open the link from your email, or copy it whole into the address bar.',
    questions: {
      responsiveness: 'Were you satisfied with how soon you got your appointment?',
      problemResolution: 'Did the teleconsultation meet your need?',
      smoothExecution: 'Did the teleconsultation run smoothly (sound, picture, connection)?',
      pleasantReception: 'Were you made welcome on site?',
      pleasantConsultation: 'Did the doctor listen to you?',
      nextAppointment: 'Were the next steps of your care (next appointment, follow-up) explained to you?',
      sufficientDocument: 'Were the documents you received (prescription, report) sufficient?',
    },
    scale: {
      option: '{{score}} — {{label}}',
      '0': 'very dissatisfied',
      '1': 'dissatisfied',
      '2': 'mixed',
      '3': 'satisfied',
      '4': 'very satisfied',
    },
    form: {
      submit: 'Send my answers',
      unanswered: 'Answer all {{total}} questions to send your answers ({{count}} of {{total}}).',
    },
    thanks: {
      title: 'Thank you for your feedback!',
      text: 'Your answers have been saved. You may close this page.',
    },
  },
};
