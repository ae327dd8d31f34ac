import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { api } from '../../../shared/api/api.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { sessionSlice } from '../../../shared/session/session-slice.ts';
import { toastSlice } from '../../../shared/toast/toast-slice.ts';
import { staffUser } from '../test-users.ts';
import { UserSidePanel } from './user-side-panel.tsx';
import type { CompositeProfile } from '@teleplan/proto/accounts';

function renderPanel(person: CompositeProfile, canDisable = true) {
  const onToggle = vi.fn();
  // user-event puts its own clipboard on navigator when set up: set it up first, then watch the copies.
  const user = userEvent.setup();
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const store = configureStore({
    reducer: { session: sessionSlice.reducer, toasts: toastSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <UserSidePanel user={person} canDisable={canDisable} onClose={() => {}} onToggle={onToggle} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const toasts = () => store.getState().toasts.items.map((toast) => toast.text);
  return { onToggle, writeText, toasts, user };
}

describe('user side panel', () => {
  it('shows an active account: ACTIF, roles without PATIENT, mailto email, French phone, time zone', () => {
    const person = staffUser({
      firstName: 'Paul',
      lastName: 'Durand',
      email: 'paul.durand@exemple.fr',
      phone: '+33612345678',
      roles: ['DOCTOR', 'ROOM_USER', 'PATIENT'],
    });
    renderPanel(person);
    const panel = screen.getByRole('dialog', { name: 'Paul Durand' });
    expect(panel).toHaveTextContent('ACTIF');
    expect(panel).not.toHaveTextContent('NON ACTIF');
    expect(screen.getByText('Médecin')).toBeInTheDocument();
    expect(screen.getByText('Employé de salle')).toBeInTheDocument();
    expect(screen.queryByText('Patient')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /paul.durand@exemple.fr/ })).toHaveAttribute(
      'href',
      'mailto:paul.durand@exemple.fr',
    );
    expect(screen.getByText('06 12 34 56 78')).toBeInTheDocument();
    expect(screen.getByText('Europe/Paris')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Renvoyer le mail de confirmation' }),
    ).not.toBeInTheDocument();
  });

  it('copies the phone in national format and says so in a toast', async () => {
    const { writeText, toasts, user } = renderPanel(staffUser({ phone: '+33612345678' }));
    await user.click(screen.getByRole('button', { name: 'Copier téléphone' }));
    expect(writeText).toHaveBeenCalledWith('06 12 34 56 78');
    expect(toasts()).toEqual(['Téléphone copié']);
  });

  it('copies the email', async () => {
    const { writeText, toasts, user } = renderPanel(staffUser({ email: 'a.b@exemple.fr' }));
    await user.click(screen.getByRole('button', { name: 'Copier email' }));
    expect(writeText).toHaveBeenCalledWith('a.b@exemple.fr');
    expect(toasts()).toEqual(['Email copié']);
  });

  it('offers to resend the confirmation mail of an account that is not enabled, and no disable icon', async () => {
    const person = staffUser({ enabled: false });
    const { onToggle, user } = renderPanel(person);
    expect(screen.getByRole('dialog')).toHaveTextContent('NON ACTIF');
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le mail de confirmation' }));
    expect(onToggle).toHaveBeenCalledWith(person);
  });

  it('shows the disable icon of an enabled account only to those who may disable it', async () => {
    const person = staffUser();
    const { onToggle, user } = renderPanel(person, true);
    await user.click(screen.getByRole('button', { name: 'Désactiver le compte' }));
    expect(onToggle).toHaveBeenCalledWith(person);
  });

  it('hides the disable icon from the other roles', () => {
    renderPanel(staffUser(), false);
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
  });
});
