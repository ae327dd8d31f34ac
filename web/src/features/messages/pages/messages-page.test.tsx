import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageSummary } from '@teleplan/proto/notification-messages';
import { json, mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const ME = '0190a0b0-0000-7000-8000-000000000001';
const sent: MessageSummary = {
  id: '0190a0b0-0000-7000-8000-0000000000a1',
  appointmentId: '0190a0b0-0000-7000-8000-0000000000b1',
  kind: 'BOOKING_CONFIRMATION',
  channel: 'EMAIL',
  status: 'SENT',
  recipient: 'j***@e***.fr',
  attempts: 1,
  error: null,
  createdAt: '2026-07-14T08:05:00.000Z',
  scheduledAt: '2026-07-14T08:05:00.000Z',
  sentAt: '2026-07-14T08:05:02.000Z',
  updatedAt: '2026-07-14T08:05:02.000Z',
};
const failed: MessageSummary = {
  ...sent,
  id: '0190a0b0-0000-7000-8000-0000000000a2',
  channel: 'SMS',
  status: 'FAILED',
  recipient: '** ** ** ** 78',
  error: 'The SMS gateway answered 400',
  sentAt: null,
};
const page = (content: MessageSummary[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 20,
});

function backend(answer: (status: string | null) => Response) {
  return mockFetch(
    route('GET', `/api/accounts/profile/${ME}`, () => json(404, { messageCode: 'common.route.not_found' })),
    route('GET', '/api/notification/messages', (call) => answer(call.url.searchParams.get('status'))),
  );
}

describe('the patient messages page', { timeout: 20_000 }, () => {
  it('lists the messages with their status, channel, masked recipient and error, and filters by status', async () => {
    const { calls } = backend((status) => json(200, page(status === 'FAILED' ? [failed] : [sent, failed])));
    const { user } = renderApp('/app/settings/messages', { role: 'SUPER_ADMIN', sub: ME });
    const table = await screen.findByRole('table', { name: 'Messages envoyés aux patients' });
    expect(await within(table).findByText('j***@e***.fr')).toBeInTheDocument();
    expect(within(table).getByText('Échec')).toBeInTheDocument();
    expect(within(table).getByText('The SMS gateway answered 400')).toBeInTheDocument();
    expect(within(table).getAllByText('Confirmation')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Statut'), 'FAILED');
    await waitFor(() => expect(within(table).queryByText('j***@e***.fr')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.searchParams.get('status') === 'FAILED')).toBe(true);
  });

  it('says when there is no message, and offers a retry when the list fails', async () => {
    backend((status) =>
      status === 'FAILED' ? json(503, { messageCode: 'common.upstream.unavailable' }) : json(200, page([])),
    );
    const { user } = renderApp('/app/settings/messages', { role: 'SUPER_ADMIN', sub: ME });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Statut'), 'FAILED');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('is not open to an admin', async () => {
    const { calls } = backend(() => json(200, page([sent])));
    renderApp('/app/settings/messages', { role: 'ADMIN', sub: ME });
    await waitFor(() => expect(screen.queryByText('Messages aux patients')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.url.pathname === '/api/notification/messages')).toHaveLength(0);
  });
});
