import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IssuedLicense } from '@teleplan/proto/licenses';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const SECTOR = '0190a0b0-0000-7000-8000-0000000000c1';
const used: IssuedLicense = {
  id: '0190a0b0-0000-7000-8000-0000000000b1',
  license: 'TPL1.used.sig',
  nbRooms: 5,
  issuedAt: '2026-01-05T10:00:00.000Z',
  issuedBy: ME,
  sectorId: SECTOR,
  consumedAt: '2026-01-06T10:00:00.000Z',
};
const issued: IssuedLicense = {
  ...used,
  id: 'n',
  license: 'TPL1.new.sig',
  nbRooms: 3,
  sectorId: null,
  consumedAt: null,
};

// Whole-app renders with typing: slow when the machine is busy, so more than the 5 s default.
describe('the licence keys', { timeout: 20_000 }, () => {
  it('lists the keys issued with the sector that uses each, or free', async () => {
    mockFetch(
      route('GET', '/api/licenses/keys', () =>
        json(200, { content: [used, issued], totalElements: 2, totalPages: 1, number: 0, size: 20 }),
      ),
      route('GET', '/api/material-resources/get-sector-list/', () =>
        json(200, [{ id: SECTOR, name: 'Aube' }]),
      ),
    );
    renderApp('/app/settings/licenses', { role: 'SUPER_ADMIN', sub: ME });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Aube' })).toHaveAttribute(
      'href',
      `/app/sectors/${SECTOR}/view`,
    );
    expect(within(table).getByText('Libre')).toBeInTheDocument();
  });

  it('refuses a number of rooms that is not a whole number, then issues a key and shows it to copy', async () => {
    const { calls } = mockFetch(
      route('GET', '/api/licenses/keys', () =>
        json(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
      ),
      route('POST', '/api/licenses/issue', () => json(201, issued)),
    );
    const { user } = renderApp('/app/settings/licenses', { role: 'SUPER_ADMIN', sub: ME });
    await user.click(await screen.findByRole('button', { name: 'Émettre la clé' }));
    expect(await screen.findByText('Le nombre de salles est obligatoire')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de salles'), '0');
    await user.click(screen.getByRole('button', { name: 'Émettre la clé' }));
    expect(
      await screen.findByText('Le nombre de salles doit être un entier entre 1 et 10000'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/licenses/issue')).toBe(false);

    await user.clear(screen.getByLabelText('Nombre de salles'));
    await user.type(screen.getByLabelText('Nombre de salles'), '3');
    await user.click(screen.getByRole('button', { name: 'Émettre la clé' }));
    expect(await screen.findByText('TPL1.new.sig')).toBeInTheDocument();
    expect(JSON.parse(calls.find((call) => call.url.pathname === '/api/licenses/issue')!.body)).toEqual({
      nbRooms: 3,
    });
    expect(screen.getByRole('button', { name: 'Copier la clé' })).toBeInTheDocument();
  });

  it('pages the keys with the pager and count every server-paged list has', async () => {
    const { calls } = mockFetch(
      route('GET', '/api/licenses/keys', (call) =>
        json(200, {
          content: [call.url.searchParams.get('page') === '1' ? issued : used],
          totalElements: 21,
          totalPages: 2,
          number: Number(call.url.searchParams.get('page')),
          size: 20,
        }),
      ),
    );
    const { user } = renderApp('/app/settings/licenses', { role: 'SUPER_ADMIN', sub: ME });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('21 résultats')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 sur 2')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByRole('rowheader', { name: /TPL1\.new\.sig/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/licenses/keys')
          .at(-1)!
          .url.searchParams.get('page'),
      ).toBe('1'),
    );
  });

  it('is not open to an admin', async () => {
    mockFetch();
    const { router } = renderApp('/app/settings/licenses', { role: 'ADMIN', sub: ME });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/app/home');
  });
});
