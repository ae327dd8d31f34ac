import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { SectorsCell } from './sectors-cell.tsx';

const sector = (n: number) => ({ id: `0190a0b0-0000-7000-8000-00000000000${n}`, name: `Cabinet ${n}` });

function renderCell(sectors: ReturnType<typeof sector>[], favoriteSectorId: string | null) {
  return renderWithStore(<SectorsCell sectors={sectors} favoriteSectorId={favoriteSectorId} />);
}

describe('the sectors column of the rooms list', () => {
  it('names the favourite first, then one more, then says how many others there are', () => {
    const { container } = renderCell([sector(1), sector(2), sector(3), sector(4)], sector(3).id);
    expect(container.textContent).toBe('Cabinet 3, Cabinet 1 + 2 autres');
  });

  it('says "+ 1 autre" in the singular', () => {
    const { container } = renderCell([sector(1), sector(2), sector(3)], null);
    expect(container.textContent).toBe('Cabinet 1, Cabinet 2 + 1 autre');
  });

  it('adds nothing when the room has two sectors or fewer', () => {
    const { container } = renderCell([sector(1), sector(2)], sector(2).id);
    expect(container.textContent).toBe('Cabinet 2, Cabinet 1');
    expect(screen.queryByText(/autre/)).toBeNull();
  });
});
