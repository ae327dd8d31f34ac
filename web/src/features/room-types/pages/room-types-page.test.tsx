import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomType } from '@teleplan/proto/material-resources';
import { setLanguage } from '../../../shared/i18n/i18n.ts';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const cabinet: RoomType = {
  id: '0190a0b0-0000-7000-8000-0000000000f1',
  name: 'CABINET',
  enabled: true,
  translations: { fr: 'Cabinet médical', en: 'Medical office' },
};
const pharmacy: RoomType = {
  id: '0190a0b0-0000-7000-8000-0000000000f2',
  name: 'PHARMACIE',
  enabled: true,
  translations: { fr: 'Pharmacie' },
};

function backend() {
  return mockFetch(
    route('GET', `/api/accounts/profile/${ME}`, () => json(404, { messageCode: 'common.route.not_found' })),
    route('GET', '/api/material-resources/room-types', () => json(200, [cabinet, pharmacy])),
    route('POST', '/api/material-resources/room-types', (call) =>
      json(201, { id: 'n', enabled: true, ...JSON.parse(call.body) }),
    ),
    route('PATCH', `/api/material-resources/room-types/${cabinet.id}`, (call) =>
      json(200, { ...cabinet, ...JSON.parse(call.body) }),
    ),
  );
}

// Whole-app renders with typing: slow when the machine is busy, so more than the 5 s default.
describe('the room type settings', { timeout: 20_000 }, () => {
  it('refuses a type without code or French text, with the spec message', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/room-type', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Vous devez fournir un code de traduction pour la france'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vous devez fournir un code de traduction')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a type with its code upper-case and leaves an empty English text out', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/room-type', { role: 'ADMIN', sub: ME });
    await user.type(await screen.findByLabelText('Code de traduction'), 'salle-attente');
    await user.type(screen.getByLabelText('Libellé français'), "Salle d'attente");
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Type de salle créé')).toBeInTheDocument();
    const body = JSON.parse(calls.find((call) => call.method === 'POST')!.body);
    expect(body).toEqual({ name: 'SALLE-ATTENTE', translations: { fr: "Salle d'attente" } });
  });

  it('edits the chosen type, and the add button clears the choice', async () => {
    backend();
    const { user } = renderApp('/app/settings/room-type', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: /^Cabinet médical/ }));
    expect(screen.getByRole('heading', { name: 'Modifier le type de salle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Libellé anglais')).toHaveValue('Medical office');
    await user.click(screen.getByRole('button', { name: 'Ajouter un type' }));
    expect(screen.getByRole('heading', { name: 'Nouveau type de salle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code de traduction')).toHaveValue('');
  });

  it('disables a type only after confirmation', async () => {
    const { calls } = backend();
    const { user } = renderApp('/app/settings/room-type', { role: 'ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Désactiver Cabinet médical' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver ce type de salle ?' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'PATCH')!.body)).toEqual({ enabled: false });
  });

  it('shows the labels in English when chosen, French when a type has no English text', async () => {
    backend();
    await setLanguage('en');
    renderApp('/app/settings/room-type', { role: 'ADMIN', sub: ME });
    expect(await screen.findByText('Medical office')).toBeInTheDocument();
    expect(screen.getByText('Pharmacie')).toBeInTheDocument();
  });
});
