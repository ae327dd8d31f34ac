import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { ToastRegion } from './toast-region.tsx';
import { toastShown, toastSlice } from './toast-slice.ts';

describe('toast region', () => {
  it('keeps each toast a list item of a list, inside its live region', () => {
    const store = configureStore({ reducer: { toasts: toastSlice.reducer } });
    store.dispatch(toastShown('error', 'Le serveur ne répond pas'));
    store.dispatch(toastShown('success', 'Connexion réussie'));
    render(
      <Provider store={store}>
        <ToastRegion />
      </Provider>,
    );

    const alert = screen.getByRole('alert');
    expect(within(within(alert).getByRole('list')).getByRole('listitem')).toHaveTextContent(
      'Le serveur ne répond pas',
    );
    const status = screen.getByRole('status');
    expect(within(within(status).getByRole('list')).getByRole('listitem')).toHaveTextContent(
      'Connexion réussie',
    );
  });
});
