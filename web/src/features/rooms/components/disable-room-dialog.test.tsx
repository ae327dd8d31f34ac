import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { DisableRoomDialog } from './disable-room-dialog.tsx';

function renderDialog() {
  const onConfirm = vi.fn();
  renderWithStore(<DisableRoomDialog open busy={false} onConfirm={onConfirm} onClose={() => undefined} />);
  return { onConfirm, user: userEvent.setup() };
}

describe('the room disabling dialog', () => {
  it('keeps the confirmation closed until the exact word DESACTIVER is typed', async () => {
    const { onConfirm, user } = renderDialog();
    const word = screen.getByLabelText('Mot de confirmation');
    const confirm = screen.getByRole('button', { name: 'Désactiver' });
    expect(confirm).toBeDisabled();
    await user.type(word, 'desactiver');
    expect(confirm).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'DESACTIVER ');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables once DESACTIVER is typed, by the button or by Enter', async () => {
    const { onConfirm, user } = renderDialog();
    await user.type(screen.getByLabelText('Mot de confirmation'), 'DESACTIVER');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
