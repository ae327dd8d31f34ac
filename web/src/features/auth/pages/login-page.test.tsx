import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeAccessToken, tokenAnswer } from '../../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';

function tokenFailure(body: object) {
  return route('POST', '/api/authenticator/token', () =>
    json(400, {
      error: 'invalid_grant',
      messageCode: 'authenticator.login.bad_credentials',
      message: '',
      ...body,
    }),
  );
}

async function signInAs(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Identifiant (email)'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('shows the account-blocked toast when the account is locked', async () => {
    mockFetch(
      tokenFailure({
        error_description: 'User account is locked',
        messageCode: 'authenticator.login.locked',
      }),
    );
    const { user } = renderApp('/');

    await signInAs(user, 'camille@example.fr', 'Wrong-pass1');

    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(/Votre compte est bloqué/);
  });

  it('shows the failures left before a lock, worded to hold whether or not the account exists', async () => {
    // The token endpoint answers an unknown email as it answers a known one: the toast must not say which.
    mockFetch(tokenFailure({ error_description: 'Bad credentials', remaining_attempt: 3 }));
    const { user } = renderApp('/');

    await signInAs(user, 'nobody@example.fr', 'Wrong-pass1');

    expect(
      await screen.findByText(
        'Identifiant ou mot de passe incorrect. Si ce compte existe, il sera bloqué après 3 nouveaux échecs.',
      ),
    ).toBeInTheDocument();
  });

  it('says the next failure locks the account when one attempt is left', async () => {
    mockFetch(tokenFailure({ error_description: 'Bad credentials', remaining_attempt: 1 }));
    const { user } = renderApp('/');

    await signInAs(user, 'camille@example.fr', 'Wrong-pass1');

    expect(
      await screen.findByText(
        'Identifiant ou mot de passe incorrect. Si ce compte existe, il sera bloqué au prochain échec.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the account-blocked toast when the wrong password used the last attempt', async () => {
    mockFetch(tokenFailure({ error_description: 'Bad credentials', remaining_attempt: 0 }));
    const { user } = renderApp('/');

    await signInAs(user, 'camille@example.fr', 'Wrong-pass1');

    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(/Votre compte est bloqué/);
  });

  it("shows 'no account found' for any other refusal", async () => {
    mockFetch(tokenFailure({ error_description: 'Bad credentials' }));
    const { user } = renderApp('/');

    await signInAs(user, 'nobody@example.fr', 'Wrong-pass1');

    expect(await screen.findByText("Aucun compte n'a été trouvé avec ces identifiants.")).toBeInTheDocument();
  });

  it('sends the password grant and goes to the home page with a success toast', async () => {
    const token = fakeAccessToken('ADMIN', ['ADMIN'], 'p1');
    const { calls } = mockFetch(
      route('POST', '/api/authenticator/token', () => json(200, tokenAnswer(token))),
      route('GET', '/api/accounts/profile/p1', () =>
        json(404, { messageCode: 'accounts.profile.missing', message: '' }),
      ),
    );
    const { user, router, store } = renderApp('/');

    await signInAs(user, ' admin@example.fr ', 'Secret-pass1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
    expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
    const form = new URLSearchParams(calls[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'admin@example.fr',
      password: 'Secret-pass1',
      client_id: 'teleplan-web',
    });
    expect(store.getState().session.accessToken).toBe(token);
    expect(localStorage.getItem('teleplan.role')).toBe('ADMIN');
    expect(JSON.stringify(localStorage)).not.toContain(token);
  });

  it('does not call the server while the identifier is not an email', async () => {
    const { calls } = mockFetch();
    const { user } = renderApp('/');

    await signInAs(user, 'camille', 'whatever');

    expect(await screen.findByText("Le format de l'email n'est pas bon")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switches the screen to English', async () => {
    mockFetch();
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'EN English' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('teleplan.language')).toBe('en');
  });
});
