import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('home page', () => {
  it('names the role being acted in with words that read for any role', async () => {
    mockFetch();
    renderApp('/app/home', { role: 'ROOM_USER' });

    const line = await screen.findByText('Rôle actuel :', { exact: false });
    expect(line).toHaveTextContent('Rôle actuel : Employé de salle');
  });
});
