import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailConfig, SmsConfig } from '@teleplan/proto/notification';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const saved: MailConfig = {
  configured: true,
  host: 'smtp.example.fr',
  port: '587',
  tls: true,
  username: 'teleplan',
  mailFrom: 'noreply@example.fr',
  passwordSet: true,
};
const sms: SmsConfig = { configured: true, smsAuthor: 'Teleplan', accessTokenSet: true };

function backend(mail: MailConfig = saved) {
  return mockFetch(
    route('GET', `/api/accounts/profile/${ME}`, () => json(404, { messageCode: 'common.route.not_found' })),
    route('GET', '/api/notification/mail/config', () => json(200, mail)),
    route('PATCH', '/api/notification/mail/config', (call) =>
      json(200, { ...mail, ...JSON.parse(call.body) }),
    ),
    route('GET', '/api/notification/sms/config', () => json(200, sms)),
    route('PATCH', '/api/notification/sms/config', () => json(200, sms)),
    route('POST', '/api/notification/mail/config/test', () =>
      json(502, {
        messageCode: 'notification.mail_test.authentication_failed',
        message: 'The mail server refused the username or password.',
      }),
    ),
  );
}

const patches = (calls: ReturnType<typeof backend>['calls'], path: string) =>
  calls.filter((call) => call.method === 'PATCH' && call.url.pathname === path);

// Whole-app renders with typing: slow when the machine is busy, so more than the 5 s default.
describe('the server settings', { timeout: 20_000 }, () => {
  it('refuses a port that is not digits and a sender that is not an email, with the spec messages', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/server', { role: 'SUPER_ADMIN', sub: ME });
    const port = await screen.findByLabelText('Port');
    await user.clear(port);
    await user.type(port, '58a');
    await user.clear(screen.getByLabelText("Adresse d'expédition"));
    await user.type(screen.getByLabelText("Adresse d'expédition"), 'noreply');
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
    expect(await screen.findByText("La valeur n'est pas au bon format")).toBeInTheDocument();
    expect(screen.getByText("Le format de l'email n'est pas bon")).toBeInTheDocument();
    expect(patches(calls, '/api/notification/mail/config')).toHaveLength(0);
  });

  it('keeps the saved password when the field stays empty, and says the configs were updated', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/server', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText('Mot de passe défini : laissez vide pour le garder.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
    expect(await screen.findByText('Configurations mises à jour')).toBeInTheDocument();
    const body = JSON.parse(patches(calls, '/api/notification/mail/config')[0]!.body);
    expect(body).toEqual({
      host: 'smtp.example.fr',
      port: '587',
      tls: true,
      username: 'teleplan',
      mailFrom: 'noreply@example.fr',
    });
  });

  it('lets the SMS form keep its saved token, and requires one before any is saved', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/server', { role: 'SUPER_ADMIN', sub: ME });
    await screen.findByText("Jeton d'accès défini : laissez vide pour le garder.");
    await user.click(screen.getAllByRole('button', { name: 'Enregistrer' })[1]!);
    await waitFor(() => expect(patches(calls, '/api/notification/sms/config')).toHaveLength(1));
    expect(JSON.parse(patches(calls, '/api/notification/sms/config')[0]!.body)).toEqual({
      smsAuthor: 'Teleplan',
    });
  });

  it("shows why the test mail failed in the code's own translated text, and not the answer's message", async () => {
    backend();
    const { user } = renderApp('/app/settings/server', { role: 'SUPER_ADMIN', sub: ME });
    await user.type(await screen.findByLabelText('Destinataire'), 'claire@example.fr');
    await user.click(screen.getByRole('button', { name: "Envoyer l'email d'essai" }));
    const alert = (await screen.findByText(/L'email n'est pas parti/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      "L'email n'est pas parti : Le serveur mail a refusé l'identifiant ou le mot de passe.",
    );
    expect(alert).not.toHaveTextContent('The mail server refused');
    expect(alert).not.toHaveTextContent('Réponse du serveur');
  });
});
