import type { MessageKind } from '@teleplan/proto/notification-messages';

export type Language = 'fr' | 'en';

/** What a message may say: who it greets, when and where, and the links. Never a comment or a reason. */
export interface MessageFacts {
  firstName: string;
  /** The date and the time, already written in the patient's language and zone. */
  date: string;
  time: string;
  zone: string;
  roomName: string;
  /** The address, or the language's word for a virtual room. */
  place: string;
  videoUrl: string | null;
  satisfactionUrl: string | null;
}

type Texts = Record<
  Exclude<MessageKind, 'POST_APPOINTMENT'>,
  { subject: string; lead: (f: MessageFacts) => string }
>;

const FR: Texts = {
  BOOKING_CONFIRMATION: {
    subject: 'Votre téléconsultation est confirmée',
    lead: (f) => `Votre téléconsultation est confirmée le ${f.date} à ${f.time} (${f.zone}).`,
  },
  BOOKING_MODIFICATION: {
    subject: 'Votre téléconsultation a été modifiée',
    lead: (f) =>
      `Votre téléconsultation a été modifiée : elle aura lieu le ${f.date} à ${f.time} (${f.zone}).`,
  },
  BOOKING_CANCELLATION: {
    subject: 'Votre téléconsultation est annulée',
    lead: (f) => `Votre téléconsultation du ${f.date} à ${f.time} (${f.zone}) est annulée.`,
  },
  REMINDER: {
    subject: 'Rappel : votre téléconsultation de demain',
    lead: (f) => `Rappel : votre téléconsultation a lieu demain, le ${f.date} à ${f.time} (${f.zone}).`,
  },
  SATISFACTION: {
    subject: 'Votre avis sur votre téléconsultation',
    lead: (f) => `Merci pour votre téléconsultation du ${f.date}. Donnez-nous votre avis en quelques clics.`,
  },
};

const EN: Texts = {
  BOOKING_CONFIRMATION: {
    subject: 'Your teleconsultation is confirmed',
    lead: (f) => `Your teleconsultation is confirmed on ${f.date} at ${f.time} (${f.zone}).`,
  },
  BOOKING_MODIFICATION: {
    subject: 'Your teleconsultation has changed',
    lead: (f) =>
      `Your teleconsultation has changed: it will take place on ${f.date} at ${f.time} (${f.zone}).`,
  },
  BOOKING_CANCELLATION: {
    subject: 'Your teleconsultation is canceled',
    lead: (f) => `Your teleconsultation on ${f.date} at ${f.time} (${f.zone}) is canceled.`,
  },
  REMINDER: {
    subject: 'Reminder: your teleconsultation tomorrow',
    lead: (f) => `Reminder: your teleconsultation is tomorrow, ${f.date} at ${f.time} (${f.zone}).`,
  },
  SATISFACTION: {
    subject: 'Your opinion on your teleconsultation',
    lead: (f) =>
      `Thank you for your teleconsultation on ${f.date}. Tell us what you thought in a few clicks.`,
  },
};

const WORDS = {
  fr: {
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    room: 'Salle',
    address: 'Adresse',
    video: 'Lien vidéo',
    form: 'Questionnaire de satisfaction',
    virtual: 'Virtuelle',
    // French typography puts a space before a colon.
    colon: ' : ',
    signature: "L'équipe Teleplan",
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    room: 'Room',
    address: 'Address',
    video: 'Video link',
    form: 'Satisfaction form',
    virtual: 'Virtual',
    colon: ': ',
    signature: 'The Teleplan team',
  },
} as const;

/** The word a message uses for a virtual room's address. */
export const virtualPlace = (language: Language): string => WORDS[language].virtual;

export interface WrittenMessage {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standard message (every kind but the room's own post-appointment mail) in the patient's language. */
export function writeMessage(
  kind: Exclude<MessageKind, 'POST_APPOINTMENT'>,
  language: Language,
  facts: MessageFacts,
): WrittenMessage {
  const texts = (language === 'en' ? EN : FR)[kind];
  const words = WORDS[language];
  const lead = texts.lead(facts);
  const lines: [string, string][] =
    kind === 'SATISFACTION'
      ? facts.satisfactionUrl
        ? [[words.form, facts.satisfactionUrl]]
        : []
      : [
          [words.room, facts.roomName],
          [words.address, facts.place],
          ...(facts.videoUrl && kind !== 'BOOKING_CANCELLATION'
            ? ([[words.video, facts.videoUrl]] as [string, string][])
            : []),
        ];
  const text = [
    words.hello(facts.firstName),
    '',
    lead,
    '',
    ...lines.map(([label, value]) => `${label}${words.colon}${value}`),
    '',
    words.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body>`,
    `<p>${escapeHtml(words.hello(facts.firstName))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    lines.length
      ? `<ul>${lines
          .map(([label, value]) =>
            /^https?:\/\//.test(value)
              ? `<li>${escapeHtml(label + words.colon)}<a href="${escapeHtml(value)}">${escapeHtml(value)}</a></li>`
              : `<li>${escapeHtml(label + words.colon + value)}</li>`,
          )
          .join('')}</ul>`
      : '',
    `<p>${escapeHtml(words.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  const smsLink =
    kind === 'SATISFACTION' ? facts.satisfactionUrl : kind === 'BOOKING_CANCELLATION' ? null : facts.videoUrl;
  const sms = [lead, kind === 'SATISFACTION' ? '' : `${facts.roomName}, ${facts.place}.`, smsLink ?? '']
    .filter(Boolean)
    .join(' ');
  return { subject: texts.subject, text, html, sms };
}

/** Date and time of `instant` in the patient's language and zone, e.g. "mardi 1 décembre 2026" and "14:30". */
export function formatWhen(instant: Date, zone: string, language: Language): { date: string; time: string } {
  const locale = language === 'en' ? 'en-GB' : 'fr-FR';
  return {
    date: new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(instant),
    time: new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
      instant,
    ),
  };
}
