import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';

describe('language switch', () => {
  it('names each button by the code it shows first, then the language (WCAG 2.5.3)', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );

    const group = screen.getByRole('group', { name: 'Langue' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.hasAttribute('aria-label'))).toEqual([false, false]);
    expect(within(group).getByRole('button', { name: 'FR Français', pressed: true })).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(within(group).getByRole('button', { name: 'EN English', pressed: false })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
