/** A mail ready to send; `link` is kept apart so the outbox and the log can show it. */
export interface OutgoingMail {
  kind: 'activation' | 'reset';
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

interface Recipient {
  firstName: string;
  lastName: string;
  email: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(paragraphs: string[], link: string, action: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`;
  return `<!doctype html><html lang="fr"><body>\n${body}\n${button}\n<p>L'équipe Teleplan</p>\n</body></html>`;
}

function text(paragraphs: string[], link: string): string {
  return [...paragraphs, link, "L'équipe Teleplan"].join('\n\n') + '\n';
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
    html: html(paragraphs, link, 'Activer mon compte'),
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
    html: html(paragraphs, link, 'Choisir un nouveau mot de passe'),
    link,
  };
}

/** `<publicUrl>/#/<route>?token=<token>` (the SPA's hash routes of spec section 2). */
export function mailLink(
  publicUrl: string,
  route: 'initiate-account' | 'reset-account',
  token: string,
): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/${route}?token=${encodeURIComponent(token)}`;
}
