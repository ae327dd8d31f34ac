import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { PrepDurationEditor } from './prep-duration-editor.tsx';

function renderEditor(value = 10) {
  const onSave = vi.fn(async (_prepDuration: number) => true);
  renderWithStore(<PrepDurationEditor value={value} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

async function typeAndSave(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Modifier le temps de préparation' }));
  const field = screen.getByLabelText('Temps de préparation');
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('the preparation duration editor', () => {
  it('shows the duration, then saves a multiple of 10 and returns to the view', async () => {
    const { onSave, user } = renderEditor(10);
    expect(screen.getByText('10 minutes')).toBeInTheDocument();
    await typeAndSave(user, '30');
    expect(onSave).toHaveBeenCalledWith(30);
    expect(
      await screen.findByRole('button', { name: 'Modifier le temps de préparation' }),
    ).toBeInTheDocument();
  });

  it('requires a value, with the spec message', async () => {
    const { onSave, user } = renderEditor();
    await typeAndSave(user, '');
    expect(
      await screen.findByText('Vous devez rentrer une valeur de temps de préparation (0 si aucun temps)'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a value that is not a multiple of 10, with the spec message', async () => {
    const { onSave, user } = renderEditor();
    await typeAndSave(user, '15');
    expect(
      await screen.findByText(
        'Vous devez rentrer une valeur en chiffre en incrémental de 10 (ex: 10,20,...)',
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a negative value and accepts 0', async () => {
    const { onSave, user } = renderEditor();
    await typeAndSave(user, '-10');
    expect(await screen.findByText('La valeur doit être supérieure ou égale à 0')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Temps de préparation');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith(0);
  });

  it('cancels the edit and keeps the saved value', async () => {
    const { onSave, user } = renderEditor(20);
    await user.click(screen.getByRole('button', { name: 'Modifier le temps de préparation' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('20 minutes')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
