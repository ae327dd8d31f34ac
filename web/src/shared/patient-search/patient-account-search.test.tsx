import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createAppStore } from '../../app/store.ts';
import { fakeAccessToken } from '../../testing/fake-token.ts';
import { json, mockFetch, route } from '../../testing/fetch-mock.ts';
import { aProfile, pageOf } from '../../testing/profiles.ts';
import { tokenReceived } from '../session/session-slice.ts';
import { ToastRegion } from '../toast/toast-region.tsx';
import { PatientAccountSearch } from './patient-account-search.tsx';
import { patientSearchOf } from './patient-search-rules.ts';

function renderSearch(onSelect = vi.fn()) {
  const store = createAppStore();
  store.dispatch(tokenReceived(fakeAccessToken('ROOM_USER')));
  render(
    <AppProviders store={store}>
      <PatientAccountSearch onSelect={onSelect} />
      <ToastRegion />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSelect };
}

// Whole-app renders with typing: slow on a shared machine, so a wider limit than the default 5 s.
describe('patient account search', { timeout: 30_000 }, () => {
  it('searches a valid email of at least 3 characters, and a name of at least 3 characters', () => {
    expect(patientSearchOf('ab')).toBeNull();
    expect(patientSearchOf('lea@')).toBeNull();
    expect(patientSearchOf('lea@example')).toBeNull();
    expect(patientSearchOf(' lea@example.fr ')).toEqual({ email: 'lea@example.fr' });
    expect(patientSearchOf('Léa M')).toEqual({ name: 'Léa M' });
  });

  it('asks the server for at most 5 patients by email and offers them', async () => {
    const found = aProfile({ lastName: 'Martin', firstName: 'Léa', email: 'lea@example.fr' });
    const { calls } = mockFetch(
      route('GET', '/api/user-profiles/profiles', () => json(200, pageOf([found]))),
    );
    const { user, onSelect } = renderSearch();

    await user.type(screen.getByLabelText('Trouver un patient (nom complet ou email)'), 'lea@example.fr');
    await user.click(await screen.findByRole('button', { name: /Martin Léa/ }));

    expect(onSelect).toHaveBeenCalledWith(found);
    const params = calls.at(-1)!.url.searchParams;
    expect(params.get('email')).toBe('lea@example.fr');
    expect(params.get('staff')).toBe('false');
    expect(params.get('size')).toBe('5');
    expect(calls.every((c) => c.url.searchParams.get('email') === 'lea@example.fr')).toBe(true);
  });

  it('says when nothing is found, and toasts when the patients cannot be loaded', async () => {
    let fail = false;
    mockFetch(
      route('GET', '/api/user-profiles/profiles', () =>
        fail ? json(500, { messageCode: 'common.server.error' }) : json(200, pageOf([])),
      ),
    );
    const { user } = renderSearch();
    const box = screen.getByLabelText('Trouver un patient (nom complet ou email)');
    await user.type(box, 'Zorro');
    expect(await screen.findByText('Aucun patient trouvé')).toBeInTheDocument();

    fail = true;
    await user.type(box, 'x');
    await waitFor(() => expect(screen.getByText('Impossible de charger les patients')).toBeInTheDocument());
  });
});
