import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button.tsx';

describe('icon button', () => {
  it('is named by its label, shown as its tooltip, and does not submit a form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <IconButton icon="pencil" label="Modifier Cardiologie" onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Modifier Cardiologie' });
    expect(button).toHaveAttribute('title', 'Modifier Cardiologie');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its name when a pressed toggle tells its next action in the tooltip', () => {
    render(<IconButton icon="pin" label="Épingler" title="Désépingler" aria-pressed />);
    const button = screen.getByRole('button', { name: 'Épingler', pressed: true });
    expect(button).toHaveAttribute('title', 'Désépingler');
  });
});
