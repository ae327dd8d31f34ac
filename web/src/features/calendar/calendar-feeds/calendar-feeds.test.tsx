import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@teleplan/proto/schedule-exports';
import { json, mockFetch, route, type Call } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { mayManageFeeds } from './feed-permissions.ts';

const DOCTOR = '0190a0b0-0000-7000-8000-0000000000a1';
const OTHER = '0190a0b0-0000-7000-8000-0000000000a2';
const ROOM = '0190a0b0-0000-7000-b000-0000000000b1';
const SECRET = 'Q2FsZW5kYXJGZWVkU2VjcmV0MzJCeXRlc0Jhc2U2NFVS';

const aFeed = (id: string, createdAt: string, label: string | null = null): CalendarFeed => ({
  id,
  ownerType: 'DOCTOR',
  owner: DOCTOR,
  label,
  createdAt,
});
const feedCalls = (calls: Call[], method: string) =>
  calls.filter((c) => c.method === method && c.url.pathname.startsWith('/api/schedule/calendar-feeds'));

describe('who manages subscription links', () => {
  it('lets admins manage any owner, a doctor their own calendar, a room manager their own room', () => {
    const doctor = { ownerType: 'DOCTOR', owner: DOCTOR } as const;
    const room = { ownerType: 'ROOM', owner: ROOM, managerId: OTHER } as const;
    expect(mayManageFeeds('ADMIN', OTHER, doctor)).toBe(true);
    expect(mayManageFeeds('SUPER_ADMIN', OTHER, room)).toBe(true);
    expect(mayManageFeeds('DOCTOR', DOCTOR, doctor)).toBe(true);
    expect(mayManageFeeds('DOCTOR', OTHER, doctor)).toBe(false);
    expect(mayManageFeeds('DOCTOR', OTHER, { ...room, managerId: OTHER })).toBe(false);
    expect(mayManageFeeds('ROOM_MANAGER', OTHER, room)).toBe(true);
    expect(mayManageFeeds('ROOM_MANAGER', DOCTOR, room)).toBe(false);
    expect(mayManageFeeds('ROOM_MANAGER', DOCTOR, { ...room, managerId: null })).toBe(false);
    for (const role of ['SECTOR_MANAGER', 'ROOM_USER'] as const) {
      expect(mayManageFeeds(role, OTHER, room)).toBe(false);
      expect(mayManageFeeds(role, DOCTOR, doctor)).toBe(false);
    }
  });
});

describe('calendar subscription screen', { timeout: 30_000 }, () => {
  it('lets a doctor create a named link from the settings, shown once in full, then revoke one after confirming', async () => {
    let feeds = [aFeed('0190a0b0-0000-7000-c000-000000000001', '2026-11-20T09:30:00.000Z')];
    const { calls } = mockFetch(
      route('GET', '/api/schedule/calendar-feeds', () => json(200, feeds)),
      route('POST', '/api/schedule/calendar-feeds', (call) => {
        const { label } = JSON.parse(call.body) as { label: string };
        const feed = aFeed('0190a0b0-0000-7000-c000-000000000002', '2026-11-23T08:00:00.000Z', label);
        feeds = [...feeds, feed];
        return json(201, { feed, url: `/api/schedule/ical/${SECRET}.ics` });
      }),
      (call) => {
        if (call.method !== 'DELETE') return undefined;
        feeds = feeds.filter((feed) => !call.url.pathname.endsWith(feed.id));
        return new Response(null, { status: 204 });
      },
    );
    const { user } = renderApp('/app/settings', { role: 'DOCTOR', sub: DOCTOR });

    const menu = await screen.findByRole('navigation', { name: 'Sections des paramètres' });
    await user.click(within(menu).getByRole('link', { name: 'Abonnement agenda' }));
    const section = await screen.findByRole('region', { name: 'Abonnement agenda' });
    expect(await within(section).findByText('Créé le 20-11-2026 10:30')).toBeInTheDocument();
    const asked = feedCalls(calls, 'GET')[0]!.url.searchParams;
    expect([asked.get('ownerType'), asked.get('owner')]).toEqual(['DOCTOR', DOCTOR]);

    expect(within(section).getByText('Lien sans nom')).toBeInTheDocument();
    await user.type(
      within(section).getByRole('textbox', { name: 'Nom du lien (facultatif)' }),
      ' Téléphone ',
    );
    await user.click(within(section).getByRole('button', { name: "Créer un lien d'abonnement" }));
    const address = await within(section).findByRole('textbox', { name: "Adresse de l'abonnement" });
    expect(address).toHaveValue(`${window.location.origin}/api/schedule/ical/${SECRET}.ics`);
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(/il ne sera plus affiché.*À partir d'une URL/);
    expect(JSON.parse(feedCalls(calls, 'POST')[0]!.body)).toEqual({
      ownerType: 'DOCTOR',
      owner: DOCTOR,
      label: 'Téléphone',
    });
    expect(within(section).getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(await within(section).findByText('Créé le 23-11-2026 09:00')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: "J'ai copié le lien" }));
    expect(within(section).queryByRole('textbox', { name: "Adresse de l'abonnement" })).toBeNull();
    expect(within(section).getByText('Téléphone')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(SECRET))).toBeNull();

    await user.click(
      within(section).getByRole('button', {
        name: 'Révoquer le lien « Lien sans nom » créé le 20-11-2026 10:30',
      }),
    );
    let dialog = screen.getByRole('alertdialog', { name: "Révoquer ce lien d'abonnement ?" });
    expect(dialog).toHaveTextContent('Le lien « Lien sans nom » créé le 20-11-2026 10:30 ne répondra plus');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(feedCalls(calls, 'DELETE')).toHaveLength(0);

    await user.click(
      within(section).getByRole('button', {
        name: 'Révoquer le lien « Lien sans nom » créé le 20-11-2026 10:30',
      }),
    );
    dialog = screen.getByRole('alertdialog', { name: "Révoquer ce lien d'abonnement ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(within(section).queryByText('Créé le 20-11-2026 10:30')).toBeNull());
    expect(feedCalls(calls, 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/schedule/calendar-feeds/0190a0b0-0000-7000-c000-000000000001',
    ]);
    expect(await screen.findByText("Lien d'abonnement révoqué")).toBeInTheDocument();
  });

  it('says when there is no link, when the list cannot be read, and what the server refused', async () => {
    let fail = true;
    mockFetch(
      route('GET', '/api/schedule/calendar-feeds', () =>
        fail ? json(500, { messageCode: 'common.internal' }) : json(200, []),
      ),
      route('POST', '/api/schedule/calendar-feeds', () =>
        json(403, { messageCode: 'schedule.export.unauthorized', message: 'no' }),
      ),
    );
    const { user } = renderApp('/app/settings/calendar-subscription', { role: 'DOCTOR', sub: DOCTOR });

    const failure = (
      await screen.findByText("Impossible de charger les liens d'abonnement.")
    ).closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText("Aucun lien d'abonnement actif.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Créer un lien d'abonnement" }));
    await waitFor(() => expect(document.querySelector('.toast--error')).not.toBeNull());
    expect(screen.queryByRole('textbox', { name: "Adresse de l'abonnement" })).toBeNull();
  });

  it('keeps the settings section for doctors', async () => {
    mockFetch();
    renderApp('/app/settings', { role: 'ADMIN' });
    const menu = await screen.findByRole('navigation', { name: 'Sections des paramètres' });
    expect(within(menu).getByRole('link', { name: 'Mon compte' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Abonnement agenda' })).toBeNull();
  });

  it("opens the room's links in a side panel for the room's manager, and hides the action from a room user", async () => {
    const roomDetails = {
      room: { id: ROOM, name: 'Salle Nord', sectors: [], manager: { id: OTHER, username: 'manager' } },
    };
    const { calls } = mockFetch(
      route('GET', `/api/material-resources/get-room-details/${ROOM}`, () => json(200, roomDetails)),
      route('GET', '/api/schedule/calendar-feeds', () => json(200, [])),
    );
    const first = renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_MANAGER', sub: OTHER });

    await first.user.click(await screen.findByRole('button', { name: 'Abonnement agenda' }));
    const panel = screen.getByRole('dialog', { name: 'Abonnement agenda' });
    expect(await within(panel).findByText("Aucun lien d'abonnement actif.")).toBeInTheDocument();
    const asked = feedCalls(calls, 'GET')[0]!.url.searchParams;
    expect([asked.get('ownerType'), asked.get('owner')]).toEqual(['ROOM', ROOM]);
    await first.user.click(within(panel).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    renderApp(`/app/rooms/${ROOM}/calendar`, { role: 'ROOM_USER', sub: DOCTOR });
    expect(
      await screen.findByRole('heading', { name: 'Calendrier de la salle Salle Nord' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abonnement agenda' })).toBeNull();
  });
});
