import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';

async function menuGroups() {
  const menu = await screen.findByRole('navigation', { name: 'Sections des paramètres' });
  return within(menu)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => ({
      title: heading.textContent,
      links: within(heading.closest('section')!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
}

describe('settings menu', { timeout: 30_000 }, () => {
  it("groups a super admin's settings: their own, then the platform's", async () => {
    mockFetch();
    renderApp('/app/settings/profile', { role: 'SUPER_ADMIN' });

    expect(await menuGroups()).toEqual([
      { title: 'Mon espace', links: ['Mon compte'] },
      {
        title: 'Administration',
        links: ['Serveur', 'Messages aux patients', 'Types de salle', 'Clés de licence'],
      },
    ]);
  });

  it("shows a doctor only their own sub-section, with the doctor's pages", async () => {
    mockFetch();
    renderApp('/app/settings/profile', { role: 'DOCTOR' });

    expect(await menuGroups()).toEqual([
      { title: 'Mon espace', links: ['Mon compte', 'Réglages médecin', 'Abonnement agenda'] },
    ]);
  });
});
