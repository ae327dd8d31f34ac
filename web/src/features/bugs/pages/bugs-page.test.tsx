import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BugIssue, BugTrackerSettings } from '@teleplan/proto/logger';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { findBodyRows } from '../../../testing/table-rows.ts';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const configured: BugTrackerSettings = { url: 'https://bugs.exemple.fr', projectId: 3, tokenSet: true };
const label = (name: string, text = name) => ({ name, label: text });

const issue: BugIssue = {
  id: 42,
  summary: "L'export CSV coupe les accents",
  createdAt: '2026-11-20T08:30:00.000Z',
  status: label('assigned', 'affecté'),
  severity: label('major', 'majeur'),
  description: 'Ouvrir le fichier dans un tableur.\nLes é deviennent Ã©.',
  category: 'Exports',
  resolution: label('open', 'ouvert'),
  priority: label('high', 'élevée'),
  reproducibility: label('always', 'toujours'),
  attachments: [
    { id: 1, filename: 'capture.png', size: 245_000 },
    { id: 2, filename: 'export.csv', size: 3_250_000 },
  ],
  notes: [
    {
      id: 7,
      reporter: 'jdupont',
      text: 'Reproduit sous LibreOffice.',
      createdAt: '2026-11-21T09:00:00.000Z',
      attachments: [{ id: 3, filename: 'libreoffice.png', size: 999_000 }],
    },
  ],
};
const { id, summary, createdAt, status, severity } = issue;
const summaryRow = { id, summary, createdAt, status, severity };

function tracker(
  settings: BugTrackerSettings,
  issues: (call: Call) => Response = () => json(200, { issues: [summaryRow], page: 1 }),
) {
  return mockFetch(
    route('GET', '/api/bug-hunter/settings', () => json(200, settings)),
    route('PUT', '/api/bug-hunter/settings', (call) => {
      const body = JSON.parse(call.body) as { url: string; projectId: number };
      return json(200, { url: body.url, projectId: body.projectId, tokenSet: true });
    }),
    route('GET', '/api/bug-hunter/issues', issues),
    route('GET', '/api/bug-hunter/issues/42', () => json(200, issue)),
  );
}

describe('the bug viewer', { timeout: 20_000 }, () => {
  it('lists the issues: id, summary, creation date, status and severity labels', async () => {
    const { calls } = tracker(configured);
    renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    const [row] = await findBodyRows('Anomalies du suivi');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent("L'export CSV coupe les accents");
    expect(row).toHaveTextContent('20-11-2026 09:30');
    expect(row).toHaveTextContent('affecté');
    expect(row).toHaveTextContent('majeur');
    const query = calls.find((call) => call.url.pathname === '/api/bug-hunter/issues')!.url.searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('size')).toBe('50');
  });

  it('opens an issue: its fields, description, attachments in Ko or Mo, notes as cards, and no way to add one', async () => {
    tracker(configured);
    const { user } = renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    await user.click(
      await screen.findByRole('button', { name: "Voir l'anomalie 42 : L'export CSV coupe les accents" }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Anomalie n° 42' });
    expect(await within(panel).findByText('Exports')).toBeInTheDocument();
    for (const text of ['ouvert', 'élevée', 'toujours', 'affecté', 'majeur', '20-11-2026 09:30'])
      expect(panel).toHaveTextContent(text);
    expect(within(panel).getByText(/Les é deviennent/)).toBeInTheDocument();
    expect(panel).toHaveTextContent('capture.png (245 Ko)');
    expect(panel).toHaveTextContent('export.csv (3,3 Mo)');
    expect(panel).toHaveTextContent('jdupont, le 21-11-2026 10:00');
    expect(panel).toHaveTextContent('Reproduit sous LibreOffice.');
    expect(panel).toHaveTextContent('libreoffice.png (999 Ko)');
    expect(within(panel).queryByRole('textbox')).toBeNull();
  });

  it('says when the tracker has no issue', async () => {
    tracker(configured, () => json(200, { issues: [], page: 1 }));
    renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText('Aucune anomalie.')).toBeInTheDocument();
  });

  it('says clearly when the tracker does not answer, and asks again on retry', async () => {
    let down = true;
    const { calls } = tracker(configured, () =>
      down
        ? json(502, { messageCode: 'logger.bugs.tracker_unavailable', message: 'timeout' })
        : json(200, { issues: [summaryRow], page: 1 }),
    );
    const { user } = renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText(/L'outil de suivi des anomalies ne répond pas/)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Anomalies du suivi' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/bug-hunter/issues')).toHaveLength(2);
  });

  it('says when no tracker is configured and offers the settings, requiring a token then', async () => {
    const { calls } = tracker({ url: null, projectId: null, tokenSet: false });
    const { user } = renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText(/Aucun outil de suivi n'est configuré/)).toBeInTheDocument();
    expect(screen.getByText("Aucun jeton n'est enregistré.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Adresse de l'outil de suivi/), 'ftp://bugs');
    await user.type(screen.getByLabelText(/Identifiant du projet/), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'adresse doit commencer par http:// ou https://")).toBeInTheDocument();
    expect(screen.getByText("L'identifiant du projet est un entier positif")).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText(/Adresse de l'outil de suivi/));
    await user.type(screen.getByLabelText(/Adresse de l'outil de suivi/), 'https://bugs.exemple.fr');
    await user.clear(screen.getByLabelText(/Identifiant du projet/));
    await user.type(screen.getByLabelText(/Identifiant du projet/), '3');
    await user.type(screen.getByLabelText(/Jeton d'accès/), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body)).toEqual({
      url: 'https://bugs.exemple.fr',
      projectId: 3,
      token: 's3cret',
    });
  });

  it('offers the settings when the server says the tracker is not configured after all', async () => {
    tracker(configured, () =>
      json(409, { messageCode: 'logger.bugs.tracker_not_configured', message: 'not configured' }),
    );
    renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText(/Aucun outil de suivi n'est configuré/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Paramètres du suivi' })).toBeInTheDocument();
  });

  it('never shows the saved token, and leaves it unchanged when the field stays empty', async () => {
    const { calls } = tracker(configured);
    const { user } = renderApp('/app/bugs', { role: 'SUPER_ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Paramètres du suivi' }));
    expect(screen.getByText('Un jeton est enregistré ; laissez vide pour le garder.')).toBeInTheDocument();
    const token = screen.getByLabelText(/Jeton d'accès/);
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Adresse de l'outil de suivi/)).toHaveValue('https://bugs.exemple.fr');
    expect(screen.getByLabelText(/Identifiant du projet/)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body)).toEqual({
      url: 'https://bugs.exemple.fr',
      projectId: 3,
    });
  });

  it('is open to the super admin only', async () => {
    mockFetch();
    const { router } = renderApp('/app/bugs', { role: 'ADMIN', sub: ME });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/app/home');
  });
});
