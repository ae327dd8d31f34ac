import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './password-form.tsx';

function renderForm(withTerms: boolean) {
  const onSubmit = vi.fn(async () => {});
  render(
    <MemoryRouter>
      <PasswordForm withTerms={withTerms} submitLabel="Valider" onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

function ruleState(label: RegExp) {
  const item = screen.getByText(label).closest('li')!;
  return item.getAttribute('data-met');
}

describe('password form', () => {
  it('ticks each rule of the checklist as the password is typed', async () => {
    const { user } = renderForm(false);
    const password = screen.getByLabelText('Nouveau mot de passe');

    expect(ruleState(/au moins 8 caractères/)).toBe('false');
    await user.type(password, 'abc');
    expect(ruleState(/une lettre minuscule/)).toBe('true');
    expect(ruleState(/une lettre majuscule/)).toBe('false');
    await user.type(password, 'D1!');
    expect(ruleState(/une lettre majuscule/)).toBe('true');
    expect(ruleState(/un chiffre/)).toBe('true');
    expect(ruleState(/un caractère spécial/)).toBe('true');
    expect(ruleState(/au moins 8 caractères/)).toBe('false');
    await user.type(password, 'efgh');
    expect(ruleState(/au moins 8 caractères/)).toBe('true');
    await user.type(password, '$');
    expect(ruleState(/aucun des caractères & % \$/)).toBe('false');
  });

  it('keeps the submit disabled, with its reason, until the rules hold and the confirmation matches', async () => {
    const { user, onSubmit } = renderForm(false);
    const submit = screen.getByRole('button', { name: 'Valider' });

    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'weakpass');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Le mot de passe ne respecte pas toutes les règles.');

    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Strong-pass1');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Strong-pass2');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Les deux mots de passe ne correspondent pas.');

    await user.clear(screen.getByLabelText('Confirmation du mot de passe'));
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Strong-pass1');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'Strong-pass1', confirmation: 'Strong-pass1' }),
      expect.anything(),
    );
  });

  it('requires the terms of use on activation', async () => {
    const { user, onSubmit } = renderForm(true);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Strong-pass1');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Strong-pass1');
    const submit = screen.getByRole('button', { name: 'Valider' });

    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Veuillez valider les CGU');
    const terms = screen.getByRole('checkbox');
    await user.click(terms);
    await user.click(terms);
    expect(within(terms.closest('.checkbox')!).getByText('Veuillez valider les CGU')).toBeInTheDocument();

    await user.click(terms);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ termsAccepted: true }),
      expect.anything(),
    );
  });

  it('links the terms of use page', () => {
    renderForm(true);
    expect(screen.getByRole('link', { name: /conditions générales d'utilisation/ })).toHaveAttribute(
      'href',
      '/cgu',
    );
  });
});
