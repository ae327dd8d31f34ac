import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry, LogEntry } from '@teleplan/proto/logger';
import type { Page } from '@teleplan/proto/paging';
import { captureDownloads } from '../../../testing/csv-capture.ts';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { findBodyRows } from '../../../testing/table-rows.ts';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const REQUEST = 'req-7f3a91c2-55d1-4b0e';

const severe = {
  id: '101',
  time: '2026-11-26T09:15:42.123Z',
  level: 'SEVERE',
  service: 'schedule',
  message: 'Le rendez-vous n’a pas pu être enregistré',
  requestId: REQUEST,
  accountId: ME,
  details: { status: 500, error: { name: 'QueryFailedError' } },
} as unknown as LogEntry;
const fine = {
  ...severe,
  id: '102',
  level: 'FINE',
  service: 'accounts',
  message: 'profil lu',
  requestId: null,
  details: {},
} as unknown as LogEntry;

const pageOf = <T,>(content: T[], total = content.length, number = 0): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / 50),
  number,
  size: 50,
});

const logCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/logger/logs');

function logsServer(answer: (call: Call) => Response = () => json(200, pageOf([severe, fine]))) {
  return mockFetch(
    route('GET', '/api/logger/logs/services', () => json(200, ['accounts', 'schedule'])),
    route('GET', '/api/logger/logs', answer),
  );
}

const moved: AuditEntry = {
  id: '0190a0b0-0000-7000-9000-000000000001',
  occurredAt: '2026-11-25T14:03:00.000Z',
  action: 'appointment.modified',
  subjectType: 'APPOINTMENT',
  subjectId: '0190a0b0-0000-7000-a000-000000000042',
  actor: { accountId: ME, role: 'ROOM_USER', firstName: 'Claire', lastName: 'Martin' },
  changes: [{ field: 'startTime', before: '2026-11-26T09:00:00.000Z', after: '2026-11-27T10:30:00.000Z' }],
  requestId: REQUEST,
};
const disabled: AuditEntry = {
  ...moved,
  id: '0190a0b0-0000-7000-9000-000000000002',
  action: 'account.deactivated',
  subjectType: 'PROFILE',
  actor: null,
  changes: [],
};

// Whole-app renders: slow when the machine is busy, so more than the 5 s default.
describe('the logger page', { timeout: 20_000 }, () => {
  it('shows 50 lines a page: local time with seconds, level as a word, service, message, short request id', async () => {
    const { calls } = logsServer();
    renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    const rows = await findBodyRows('Lignes du journal');
    expect(rows[0]).toHaveTextContent('26-11-2026 10:15:42');
    expect(within(rows[0]!).getByText('SEVERE')).toHaveClass('level-badge--severe');
    expect(rows[0]).toHaveTextContent('schedule');
    expect(rows[0]).toHaveTextContent('…5d1-4b0e');
    expect(within(rows[1]!).getByText('FINE')).toHaveClass('level-badge--fine');
    const query = logCalls(calls)[0]!.url.searchParams;
    expect(query.get('size')).toBe('50');
    expect(query.get('page')).toBe('0');
  });

  it('sends the filters of the address as query parameters, lists as repeated keys', async () => {
    const { calls } = logsServer();
    renderApp(
      '/app/logger?service=schedule&service=accounts&level=SEVERE&from=2026-11-26T08:00:00.000Z&text=refus',
      { role: 'SUPER_ADMIN', sub: ME },
    );
    await screen.findByRole('table', { name: 'Lignes du journal' });
    const query = logCalls(calls)[0]!.url.searchParams;
    expect(query.getAll('services')).toEqual(['schedule', 'accounts']);
    expect(query.getAll('levels')).toEqual(['SEVERE']);
    expect(query.get('from')).toBe('2026-11-26T08:00:00.000Z');
    expect(query.get('text')).toBe('refus');
    expect(screen.getByRole('checkbox', { name: 'SEVERE' })).toBeChecked();
    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-26T09:00');
  });

  it('filters by level and service, sends the text once typing pauses, and keeps it all in the address', async () => {
    const { calls } = logsServer();
    const { user, router } = renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    await screen.findByRole('table', { name: 'Lignes du journal' });
    await user.click(screen.getByRole('checkbox', { name: 'WARNING' }));
    await user.click(await screen.findByRole('checkbox', { name: 'schedule' }));
    await waitFor(() =>
      expect(logCalls(calls).at(-1)!.url.searchParams.getAll('services')).toEqual(['schedule']),
    );
    expect(logCalls(calls).at(-1)!.url.searchParams.getAll('levels')).toEqual(['WARNING']);

    await user.type(screen.getByLabelText('Texte du message'), 'délai');
    await waitFor(() => expect(logCalls(calls).at(-1)!.url.searchParams.get('text')).toBe('délai'));
    // Typed letter by letter, asked once.
    expect(logCalls(calls).filter((call) => call.url.searchParams.has('text'))).toHaveLength(1);
    const address = new URLSearchParams(router.state.location.search);
    expect(address.getAll('level')).toEqual(['WARNING']);
    expect(address.getAll('service')).toEqual(['schedule']);
    expect(address.get('text')).toBe('délai');
  });

  it('asks for the next page with the same filters', async () => {
    const { calls } = logsServer((call) =>
      json(200, pageOf([severe], 120, Number(call.url.searchParams.get('page')))),
    );
    const { user } = renderApp('/app/logger?level=SEVERE', { role: 'ADMIN', sub: ME });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 sur 3')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(logCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1'));
    expect(logCalls(calls).at(-1)!.url.searchParams.getAll('levels')).toEqual(['SEVERE']);
  });

  it("opens a line's detail: every field, pretty details, the request id to copy and to follow", async () => {
    const { calls } = logsServer();
    const { user, store } = renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: `Voir le détail : ${severe.message}` }));
    const dialog = screen.getByRole('dialog', { name: 'Ligne du journal' });
    expect(dialog).toHaveTextContent('26-11-2026 10:15:42');
    expect(dialog).toHaveTextContent(ME);
    expect(within(dialog).getByText(/"QueryFailedError"/).textContent).toBe(
      JSON.stringify(severe.details, null, 2),
    );
    await user.click(within(dialog).getByRole('button', { name: "Copier l'identifiant de la requête" }));
    expect(writeText).toHaveBeenCalledWith(REQUEST);
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
      'Identifiant de la requête copié',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Voir les lignes de cette requête' }));
    await waitFor(() => expect(logCalls(calls).at(-1)!.url.searchParams.get('requestId')).toBe(REQUEST));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when no line matches', async () => {
    logsServer(() => json(200, pageOf([])));
    renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
  });

  it("shows the failure's messageCode text and asks again on retry", async () => {
    let fail = true;
    const { calls } = logsServer(() =>
      fail
        ? json(500, { messageCode: 'common.server.internal', message: 'boom' })
        : json(200, pageOf([severe])),
    );
    const { user } = renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    expect(
      await screen.findByText('Impossible de charger : Une erreur est survenue sur le serveur.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Lignes du journal' })).toBeInTheDocument();
    expect(logCalls(calls)).toHaveLength(2);
  });

  it('does not ask for a range that ends before it starts, and says why', async () => {
    const { calls } = logsServer();
    renderApp('/app/logger?from=2026-11-27T00:00:00.000Z&to=2026-11-26T00:00:00.000Z', {
      role: 'ADMIN',
      sub: ME,
    });
    expect(await screen.findByText('La date de début doit précéder la date de fin.')).toBeInTheDocument();
    expect(logCalls(calls)).toHaveLength(0);
  });

  it('is refused to the other roles', async () => {
    mockFetch();
    const { router } = renderApp('/app/logger', { role: 'SECTOR_MANAGER', sub: ME });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/app/home');
  });
});

describe('the audit trail tab', { timeout: 20_000 }, () => {
  const auditCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/logger/audit');

  it('lists who did what, in words, with the changes before → after in the zone', async () => {
    mockFetch(route('GET', '/api/logger/audit', () => json(200, pageOf([moved, disabled]))));
    renderApp('/app/logger?tab=audit', { role: 'ADMIN', sub: ME });
    const rows = await findBodyRows('Historique des actions');
    expect(rows[0]).toHaveTextContent('25-11-2026 15:03');
    expect(rows[0]).toHaveTextContent('Claire Martin');
    expect(rows[0]).toHaveTextContent('Déplacé');
    expect(rows[0]).toHaveTextContent('Rendez-vous …00000042');
    expect(rows[0]).toHaveTextContent('Début : 26-11-2026 10:00 → 27-11-2026 11:30');
    expect(rows[1]).toHaveTextContent('Système');
    expect(rows[1]).toHaveTextContent('Compte désactivé');
    expect(screen.getByRole('tab', { name: 'Historique des actions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("leads from an action to its request's log lines", async () => {
    const { calls } = mockFetch(
      route('GET', '/api/logger/audit', () => json(200, pageOf([moved]))),
      route('GET', '/api/logger/logs', () => json(200, pageOf([severe]))),
    );
    const { user } = renderApp('/app/logger?tab=audit', { role: 'ADMIN', sub: ME });
    await user.click(
      await screen.findByRole('link', { name: `Voir les lignes du journal de la requête ${REQUEST}` }),
    );
    expect(await screen.findByRole('table', { name: 'Lignes du journal' })).toBeInTheDocument();
    expect(logCalls(calls).at(-1)!.url.searchParams.get('requestId')).toBe(REQUEST);
  });

  it('sends its filters as query parameters and exports the CSV with the same filters', async () => {
    const downloads = captureDownloads();
    const { calls } = mockFetch(
      route('GET', '/api/logger/audit', () => json(200, pageOf([moved]))),
      route('GET', '/api/logger/audit/export', () => new Response('date;auteur\r\n', { status: 200 })),
    );
    const { user } = renderApp('/app/logger?tab=audit', { role: 'SUPER_ADMIN', sub: ME });
    await screen.findByRole('table', { name: 'Historique des actions' });
    await user.selectOptions(screen.getByLabelText('Objet'), 'APPOINTMENT');
    await user.type(screen.getByLabelText('Identifiant de l’auteur'), ME);
    await user.type(screen.getByLabelText('Action (type d’événement)'), 'appointment.canceled');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(auditCalls(calls).at(-1)!.url.searchParams.get('actorId')).toBe(ME));
    const query = auditCalls(calls).at(-1)!.url.searchParams;
    expect(query.get('subjectType')).toBe('APPOINTMENT');
    expect(query.get('action')).toBe('appointment.canceled');
    expect(query.get('size')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(downloads.fileNames()).toHaveLength(1));
    const exported = calls.find((call) => call.url.pathname === '/api/logger/audit/export')!;
    expect(exported.url.searchParams.get('subjectType')).toBe('APPOINTMENT');
    expect(exported.url.searchParams.get('actorId')).toBe(ME);
    expect(exported.url.searchParams.has('page')).toBe(false);
    expect(exported.headers.get('authorization')).toMatch(/^Bearer /);
    expect(downloads.fileNames()[0]).toMatch(/^historique-actions-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('refuses an author id that is not an account id and asks nothing for it', async () => {
    const { calls } = mockFetch(route('GET', '/api/logger/audit', () => json(200, pageOf([]))));
    const { user } = renderApp('/app/logger?tab=audit', { role: 'ADMIN', sub: ME });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Identifiant de l’auteur'), 'claire');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Un identifiant de compte (UUID) est attendu')).toBeInTheDocument();
    expect(auditCalls(calls).every((call) => !call.url.searchParams.has('actorId'))).toBe(true);
  });

  it('moves between the tabs with the arrow keys', async () => {
    mockFetch(
      route('GET', '/api/logger/logs', () => json(200, pageOf([severe]))),
      route('GET', '/api/logger/audit', () => json(200, pageOf([moved]))),
    );
    const { user, router } = renderApp('/app/logger', { role: 'ADMIN', sub: ME });
    await screen.findByRole('table', { name: 'Lignes du journal' });
    screen.getByRole('tab', { name: 'Journaux' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('table', { name: 'Historique des actions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Historique des actions' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=audit');
  });
});
