import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { RouteError } from '../error/route-error.tsx';

function Exploding(): never {
  throw new Error('la carte ne charge pas');
}

describe('application routes', () => {
  it("says 'En cours d'authentification...' while the session is checked", async () => {
    renderApp('/app/home', { checking: true });
    expect(await screen.findByText("En cours d'authentification...")).toBeInTheDocument();
  });

  it('shows the same wait on the sign-in screen before knowing whether a session exists', async () => {
    renderApp('/', { checking: true });
    expect(await screen.findByText("En cours d'authentification...")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('sends a signed-in person from the sign-in screen to the home page', async () => {
    const { router } = renderApp('/', { role: 'DOCTOR' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/home'));
  });

  it('shows the error fallback with the message and a refresh button when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Exploding />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: "Oups... Une erreur s'est produite:" }),
    ).toBeInTheDocument();
    expect(screen.getByText('la carte ne charge pas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rafraîchir la page' })).toBeInTheDocument();
  });

  it('opens the activation page from the hash link of the mail', async () => {
    renderApp('/#/initiate-account?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Activation de votre compte' })).toBeInTheDocument();
  });

  it('says the link is incomplete when the token is missing', async () => {
    renderApp('/#/reset-account');
    expect(await screen.findByText(/Ce lien est incomplet/)).toBeInTheDocument();
  });
});
