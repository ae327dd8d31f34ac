import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeLiveClient } from '../../testing/fake-live-client.ts';
import { fakeAccessToken, tokenAnswer } from '../../testing/fake-token.ts';
import { json, mockFetch, route, type Handler } from '../../testing/fetch-mock.ts';
import { eventId, liveEvent } from '../../testing/live-events.ts';
import { aProfile } from '../../testing/profiles.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { sessionCleared, tokenReceived } from '../../shared/session/session-slice.ts';

/** The STOMP clients the feed made, each answering CONNECT as `server` says. */
const stomp = vi.hoisted(() => ({
  clients: [] as FakeLiveClient[],
  server: (): 'connected' | 'error' => 'connected',
}));

vi.mock('./connection/stomp-client.ts', async () => {
  const { FakeLiveClient } = await import('../../testing/fake-live-client.ts');
  return {
    liveSocketUrl: () => 'ws://localhost:3000/api/notification/ws',
    createStompClient: (config: ConstructorParameters<typeof FakeLiveClient>[0]) => {
      const client = new FakeLiveClient(config, () => stomp.server());
      stomp.clients.push(client);
      return client;
    },
  };
});

const SUB = '0190a0b0-0000-7000-8000-0000000000d1';
const profileRoute = route('GET', `/api/accounts/profile/${SUB}`, () =>
  json(200, aProfile({ id: SUB, zone: 'Europe/London' })),
);

function signedInDoctor(...handlers: Handler[]) {
  mockFetch(profileRoute, ...handlers);
  return renderApp('/app/home', { role: 'DOCTOR', sub: SUB });
}

const connected = async () => {
  await waitFor(() => expect(stomp.clients.at(-1)?.subscriptions).toHaveLength(1));
  return stomp.clients.at(-1)!;
};

const toasts = (store: ReturnType<typeof renderApp>['store']) =>
  store.getState().toasts.items.map((toast) => toast.text);

beforeEach(() => {
  stomp.clients.length = 0;
  stomp.server = () => 'connected';
});

describe('the live feed of the signed-in frame', () => {
  it('connects with the access token once signed in, and closes at sign-out', async () => {
    const { store } = signedInDoctor();
    const client = await connected();
    expect(client.attempts).toEqual([{ Authorization: `Bearer ${store.getState().session.accessToken}` }]);

    act(() => {
      store.dispatch(sessionCleared());
    });

    expect(client.active).toBe(false);
    expect(client.forced).toBe(true);
    expect(stomp.clients).toHaveLength(1);
  });

  it('connects again as the new role after a role switch, from the last event applied', async () => {
    const { store } = signedInDoctor();
    const first = await connected();
    act(() => first.send(JSON.stringify(liveEvent(eventId(3)))));

    act(() => {
      store.dispatch(tokenReceived(fakeAccessToken('SECTOR_MANAGER', ['DOCTOR', 'SECTOR_MANAGER'], SUB)));
    });

    await waitFor(() => expect(stomp.clients).toHaveLength(2));
    expect(first.active).toBe(false);
    const second = await connected();
    expect(second.attempts).toEqual([{ Authorization: `Bearer ${store.getState().session.accessToken}` }]);
    expect(second.subscriptions[0]!.headers).toEqual({ 'last-event-id': eventId(3) });
  });

  it('lists the latest events on the home page, newest first, in the person’s zone', async () => {
    signedInDoctor();
    const panel = await screen.findByRole('complementary', { name: 'En direct' });
    expect(
      within(panel).getByText('Aucun rendez-vous pris, déplacé ou annulé depuis votre connexion.'),
    ).toBeVisible();
    const client = await connected();

    act(() => {
      client.send(JSON.stringify(liveEvent(eventId(1))));
      client.send(
        JSON.stringify(liveEvent(eventId(2), 'MODIFIED', { start: '2026-11-26T13:30:00.000Z', title: '' })),
      );
    });

    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rendez-vous déplacéjeudi 26 novembre 2026 à 13:30',
      'Nouveau rendez-vousmercredi 25 novembre 2026 à 09:00Marie Curie',
    ]);
    expect(panel.querySelector('[aria-live="polite"]')).toContainElement(items[0]!);
  });

  it('keeps the last 20 events', async () => {
    signedInDoctor();
    const panel = await screen.findByRole('complementary', { name: 'En direct' });
    const client = await connected();
    act(() => {
      for (let n = 1; n <= 25; n += 1) client.send(JSON.stringify(liveEvent(eventId(n))));
    });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
  });

  it('alerts once when the server keeps refusing after 3 refreshed attempts', async () => {
    stomp.server = () => 'error';
    const refreshes = vi.fn(() => json(200, tokenAnswer(fakeAccessToken('DOCTOR', ['DOCTOR'], SUB))));
    const { store } = signedInDoctor(route('POST', '/api/authenticator/token', refreshes));

    await waitFor(() =>
      expect(toasts(store)).toEqual(['Connexion temps réel impossible. Veuillez recharger la page.']),
    );
    const [client] = stomp.clients;
    expect(client!.attempts).toHaveLength(4);
    expect(refreshes).toHaveBeenCalledTimes(3);
    expect(client!.active).toBe(false);
    expect(await screen.findByText('Le direct est interrompu.')).toBeVisible();
  });

  it('alerts that the connection cannot be refreshed when the authenticator is out of reach', async () => {
    stomp.server = () => 'error';
    const { store } = signedInDoctor(
      route('POST', '/api/authenticator/token', () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await waitFor(() =>
      expect(toasts(store)).toEqual([
        'Connexion temps réel impossible à rafraîchir. Veuillez recharger la page.',
      ]),
    );
    expect(stomp.clients[0]!.attempts).toHaveLength(1);
  });
});
