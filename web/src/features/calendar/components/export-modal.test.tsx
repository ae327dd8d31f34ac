import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, route } from '../../../testing/fetch-mock.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { ExportModal } from './export-modal.tsx';

const ROOM = '0190a0b0-0000-7000-b000-000000000001';

describe('export modal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z')); // a Wednesday
  });
  afterEach(() => vi.useRealTimers());

  it('starts on the current week up to today and downloads the CSV named with the owner type and the dates', async () => {
    let release: () => void = () => {};
    const { calls } = mockFetch(
      route(
        'GET',
        '/api/schedule/export/appointments',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(new Response('\uFEFFDate;Patient\n', { headers: { 'content-type': 'text/csv' } }));
          }),
      ),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const onClose = vi.fn();
    renderWithStore(<ExportModal ownerType="ROOM" ownerId={ROOM} zone="Europe/Paris" onClose={onClose} />);

    expect(screen.getByLabelText('Du')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('Au')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Du')).toHaveAttribute('min', '2020-02-01');
    expect(screen.getByLabelText('Au')).toHaveAttribute('max', '2026-11-25');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(
      await screen.findByText('L’extraction peut prendre un moment, merci de patienter…'),
    ).toBeInTheDocument();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const query = calls[0]!.url.searchParams;
    expect(query.get('from')).toBe('2026-11-22T23:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-25T23:00:00.000Z');
    expect(query.getAll('roomIds')).toEqual([ROOM]);
    expect(saved).toEqual(['rendez-vous_ROOM_2026-11-23_2026-11-25.csv']);
  });

  it('hides the download while the range is invalid, incomplete or out of bounds', () => {
    renderWithStore(<ExportModal ownerType="DOCTOR" ownerId={ROOM} zone="Europe/Paris" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-24' } });
    expect(screen.getByRole('alert')).toHaveTextContent('La date de fin doit suivre la date de début.');
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Les deux dates sont obligatoires.');

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2020-01-31' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2020-03-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez des dates entre le 1er février 2020');
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2020-02-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
  });
});
