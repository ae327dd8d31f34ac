import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

describe('field frame', () => {
  it('announces a select with its hint, and with its error once there is one', () => {
    const { rerender } = render(
      <SelectField label="Responsable" name="manager" hint="Aucun responsable à choisir">
        <option value="">Aucun</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Responsable' });
    expect(select).toHaveAccessibleDescription('Aucun responsable à choisir');
    expect(select).not.toHaveAttribute('aria-invalid');

    rerender(
      <SelectField label="Responsable" name="manager" hint="Aucun responsable à choisir" error="Obligatoire">
        <option value="">Aucun</option>
      </SelectField>,
    );
    expect(select).toHaveAccessibleDescription('Aucun responsable à choisir Obligatoire');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('labels a multi-line text and links its error to it', () => {
    render(<TextAreaField label="Commentaire" name="comment" error="200 caractères au plus" />);
    const comment = screen.getByRole('textbox', { name: 'Commentaire' });
    expect(comment.tagName).toBe('TEXTAREA');
    expect(comment).toHaveAccessibleDescription('200 caractères au plus');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
  });
});
