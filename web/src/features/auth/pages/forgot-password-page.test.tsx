import { screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';

async function challenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: '0',
    deriveKey,
    hmacSignatureSecret: 's',
  });
}

describe('forgot password page', () => {
  it('solves the captcha, sends email and payload, toasts and returns to sign in', async () => {
    const served = await challenge();
    const { calls } = mockFetch(
      route('GET', '/api/accounts/captcha', () => json(200, served)),
      route('POST', '/api/accounts/request-reset-password', () => json(200, { status: 'ACCEPTED' })),
    );
    const { user, router } = renderApp('/forgot-password');

    const submit = await screen.findByRole('button', { name: 'Envoyer' });
    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'louise@example.fr');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Un email vous a été envoyé/)).toBeInTheDocument();
    const sent = JSON.parse(
      calls.find((c) => c.url.pathname === '/api/accounts/request-reset-password')!.body,
    );
    expect(sent.email).toBe('louise@example.fr');
    expect(JSON.parse(atob(sent.captcha)).challenge).toEqual(served);
  });

  it('keeps the send button disabled while the captcha is not solved, and offers a retry when it fails', async () => {
    mockFetch(
      route('GET', '/api/accounts/captcha', () =>
        json(503, { messageCode: 'common.server.unavailable', message: '' }),
      ),
    );
    const { user } = renderApp('/forgot-password');

    expect(await screen.findByText('La vérification anti-robot a échoué.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'louise@example.fr');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('shows the mapped message and solves a new challenge when the server refuses the captcha', async () => {
    let served = 0;
    mockFetch(
      route('GET', '/api/accounts/captcha', async () => {
        served += 1;
        return json(200, await challenge());
      }),
      route('POST', '/api/accounts/request-reset-password', () =>
        json(400, { messageCode: 'accounts.captcha.invalid', message: 'bad captcha' }),
      ),
    );
    const { user } = renderApp('/forgot-password');

    await screen.findByText('Vérifié');
    await user.type(screen.getByLabelText('Email'), 'louise@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(
      await screen.findByText('La vérification anti-robot a échoué, veuillez réessayer.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(served).toBe(2));
  });

  it('links back to the sign-in screen', async () => {
    mockFetch();
    renderApp('/forgot-password');
    expect(await screen.findByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/');
  });
});
