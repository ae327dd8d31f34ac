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
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';

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

  it("opens the person's history: account created, roles changed, by whom", async () => {
    const person = staffUser({ firstName: 'Paul', lastName: 'Durand' });
    const path = `/api/logger/audit/profiles/${person.profile.id}`;
    const entry = {
      id: '0190a0b0-0000-7000-9000-000000000001',
      occurredAt: '2026-07-14T08:05:00.000Z',
      action: 'account.created',
      subjectType: 'PROFILE',
      subjectId: person.profile.id,
      actor: {
        accountId: '0190a0b0-0000-7000-8000-0000000000a1',
        role: 'ADMIN',
        firstName: 'Alice',
        lastName: 'Admin',
      },
      changes: [],
      requestId: null,
    };
    const roles = {
      ...entry,
      id: '0190a0b0-0000-7000-9000-000000000002',
      occurredAt: '2026-07-15T08:05:00.000Z',
      action: 'account.roles-changed',
      changes: [{ field: 'roles', before: 'DOCTOR', after: 'DOCTOR,ROOM_USER' }],
    };
    const { calls } = mockFetch(route('GET', path, () => json(200, [roles, entry])));
    const { user } = renderPanel(person);
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('Compte créé')).toBeInTheDocument();
    expect(screen.getByText('Rôles : Médecin → Médecin, Employé de salle')).toBeInTheDocument();
    const entries = [...document.querySelectorAll('.audit-history__entry')].map((item) => item.textContent);
    expect(entries[0]).toMatch(/^14-07-2026 10:05 Compte créé par Alice Admin/);
    expect(calls.map((call) => call.url.pathname)).toEqual([path]);
  });
});
