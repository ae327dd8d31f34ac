import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';

async function fillPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmation du mot de passe'), password);
}

describe('activation page', () => {
  it('sends the password, the token of the link and the accepted terms, then returns to sign in', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/accounts/initialize-password', () => new Response(null, { status: 204 })),
    );
    const { user, router } = renderApp('/#/initiate-account?token=tok-123');

    await fillPassword(user, 'Strong-pass1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));

    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(calls[0]!.body)).toEqual({
      password: 'Strong-pass1',
      token: 'tok-123',
      termsAccepted: true,
    });
    expect(
      await screen.findByText('Votre compte est activé. Vous pouvez vous connecter.'),
    ).toBeInTheDocument();
  });

  it("shows 'Impossible de valider le profil' followed by the mapped message when refused", async () => {
    mockFetch(
      route('POST', '/api/accounts/initialize-password', () =>
        json(400, { messageCode: 'accounts.initialize_password.token_missing', message: 'token missing' }),
      ),
    );
    const { user } = renderApp('/#/initiate-account?token=tok-old');

    await fillPassword(user, 'Strong-pass1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activer mon compte' }));

    expect(
      await screen.findByText(
        "Impossible de valider le profil : Le lien d'activation est invalide ou a expiré.",
      ),
    ).toBeInTheDocument();
  });
});

describe('reset page', () => {
  it('signs out whoever was signed in on this device when it opens', async () => {
    localStorage.setItem('teleplan.role', 'ADMIN');
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/logout', () => new Response(null, { status: 204 })),
    );
    const { store } = renderApp('/#/reset-account?token=tok-9', { role: 'ADMIN' });

    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(localStorage.getItem('teleplan.role')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/authenticator/logout')).toBe(true);
  });

  it('sends the new password with the token and returns to sign in', async () => {
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/logout', () => new Response(null, { status: 204 })),
      route('POST', '/api/accounts/reset-password', () => new Response(null, { status: 204 })),
    );
    const { user, router } = renderApp('/#/reset-account?token=tok-9');

    await fillPassword(user, 'Another-pass2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await waitFor(() => expect(router.state.location.hash).toBe(''));
    const reset = calls.find((c) => c.url.pathname === '/api/accounts/reset-password')!;
    expect(JSON.parse(reset.body)).toEqual({ password: 'Another-pass2', token: 'tok-9' });
  });
});
