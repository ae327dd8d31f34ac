/** A mail ready to send; `link` (when it has one) is kept apart so the outbox and the log can show it. */
export interface OutgoingMail {
  kind: 'activation' | 'reset' | 'email-changed';
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

interface Recipient {
  firstName: string;
  lastName: string;
  email: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(paragraphs: string[], action?: { link: string; label: string }): string {
  const parts = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (action) parts.push(`<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`);
  return `<!doctype html><html lang="fr"><body>\n${parts.join('\n')}\n<p>L'équipe Teleplan</p>\n</body></html>`;
}

function text(paragraphs: string[], link?: string): string {
  return [...paragraphs, ...(link ? [link] : []), "L'équipe Teleplan"].join('\n\n') + '\n';
}

/** The first-connection mail (French): choose a password and accept the terms through the link. */
export function activationMail(to: Recipient, link: string, validHours: number): OutgoingMail {
  const paragraphs = [
    `Bonjour ${to.firstName} ${to.lastName},`,
    'Un compte Teleplan a été créé pour vous. Pour l’activer, choisissez votre mot de passe et acceptez les ' +
      `conditions générales d'utilisation en suivant le lien ci-dessous. Ce lien est valable ${validHours} heures ` +
      'et ne peut servir qu’une fois.',
    "Si vous n'attendiez pas ce message, vous pouvez l'ignorer.",
  ];
  return {
    kind: 'activation',
    to: to.email,
    subject: 'Teleplan : activez votre compte',
    text: text(paragraphs, link),
    html: html(paragraphs, { link, label: 'Activer mon compte' }),
    link,
  };
}

/** The password reset mail (French). */
export function resetMail(to: Recipient, link: string, validHours: number): OutgoingMail {
  const paragraphs = [
    `Bonjour ${to.firstName} ${to.lastName},`,
    'Une réinitialisation du mot de passe de votre compte Teleplan a été demandée. Pour choisir un nouveau ' +
      `mot de passe, suivez le lien ci-dessous. Ce lien est valable ${validHours} heures et ne peut servir qu’une fois.`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ];
  return {
    kind: 'reset',
    to: to.email,
    subject: 'Teleplan : réinitialisation de votre mot de passe',
    text: text(paragraphs, link),
    html: html(paragraphs, { link, label: 'Choisir un nouveau mot de passe' }),
    link,
  };
}

/**
 * The notice sent to the former address of an account whose email changed (French), so a change its owner did
 * not make does not go unseen. It names the new address and has no link.
 */
export function emailChangedMail(to: Recipient, newEmail: string): OutgoingMail {
  const paragraphs = [
    `Bonjour ${to.firstName} ${to.lastName},`,
    `L’adresse e-mail de votre compte Teleplan vient d’être remplacée par ${newEmail}. Les messages du compte ` +
      'et la connexion utilisent désormais cette nouvelle adresse.',
    "Si vous n'êtes pas à l'origine de ce changement, contactez sans attendre l'administrateur de votre " +
      'cabinet : quelqu’un a peut-être accès à votre compte.',
  ];
  return {
    kind: 'email-changed',
    to: to.email,
    subject: 'Teleplan : l’adresse e-mail de votre compte a changé',
    text: text(paragraphs),
    html: html(paragraphs),
  };
}

/** `<publicUrl>/#/<route>?token=<token>` (the SPA's hash routes, docs/screens.md#routes). */
export function mailLink(
  publicUrl: string,
  route: 'initiate-account' | 'reset-account',
  token: string,
): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/${route}?token=${encodeURIComponent(token)}`;
}
