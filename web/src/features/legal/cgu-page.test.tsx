import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cguContentEn } from './cgu-content.en.ts';
import { cguContentFr } from './cgu-content.fr.ts';
import CguPage from './pages/cgu-page.tsx';

const EXPECTED_IDS = [
  'definitions',
  'utilisation-du-service',
  'acces-au-service',
  'protection-des-donnees',
  'cookies',
  'droits-d-usage',
  'paiement',
  'garantie',
  'propriete',
  'confidentialite',
  'force-majeure',
  'preuve',
  'resiliation',
  'reversibilite',
  'revision',
  'litiges',
];

async function testI18n(lng: string): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ lng, fallbackLng: 'fr', resources: {}, initAsync: false });
  return instance;
}

async function renderPage(lng = 'fr') {
  const i18n = await testI18n(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/cgu']}>
        <CguPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { i18n, view };
}

/** The text a reader sees, with the non-breaking spaces of French typography read as plain spaces. */
function visibleText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}

function sections(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('main section'));
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('CguPage', () => {
  it('shows one title and the sixteen articles in order, each with its anchor and an h2', async () => {
    const { view } = await renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conditions générales d’utilisation');
    const found = sections(view.container);
    expect(found.map((section) => section.id)).toEqual(EXPECTED_IDS);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(16);
    found.forEach((section, index) => {
      expect(within(section).getByRole('heading', { level: 2 })).toBe(headings[index]);
      expect(visibleText(headings[index]!)).toContain(`Article ${index + 1}`);
    });
    expect(visibleText(headings[0]!)).toContain('Définitions');
    expect(visibleText(headings[15]!)).toContain('litiges');
  });

  it('links the table of contents to every article, in the same order', async () => {
    await renderPage();

    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EXPECTED_IDS.map((id) => `#${id}`));
    links.forEach((link, index) => {
      const target = document.getElementById(EXPECTED_IDS[index]!);
      expect(target?.tagName).toBe('SECTION');
      expect(visibleText(target!)).toContain(visibleText(link));
    });
  });

  it('moves the reader to the article when a table of contents entry is clicked', async () => {
    await renderPage();

    const link = within(screen.getByRole('navigation', { name: 'Sommaire' })).getByRole('link', {
      name: /Réversibilité/,
    });
    act(() => link.click());

    expect(document.activeElement).toBe(document.getElementById('reversibilite-title'));
    expect(window.location.hash).toBe('#reversibilite');
  });

  it('offers a way back to the sign-in page', async () => {
    await renderPage();

    expect(screen.getByRole('link', { name: /Retour à la connexion/ }).getAttribute('href')).toBe('/');
  });

  it('dates the terms to 22 November 2026', async () => {
    await renderPage();

    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-22');
    expect(visibleText(time!.parentElement!)).toBe('Version du 22 novembre 2026');
  });

  it('states the facts the terms must carry, in the article they belong to', async () => {
    const { view } = await renderPage();
    const text = (id: string) => visibleText(view.container.querySelector(`#${id}`)!);

    expect(text('definitions')).toMatch(/Salle.*Administrateur de salle.*Médecin.*Titulaire de licence/);
    expect(text('acces-au-service')).toContain('valable 24 heures');
    expect(text('acces-au-service')).toContain('accepter en ligne les présentes CGU');
    expect(text('acces-au-service')).toMatch(/Mot de passe oublié.*lien temporaire/);
    expect(text('protection-des-donnees')).toContain('ne collecte aucune donnée de santé');
    for (const held of [
      'nom et le prénom',
      'date et l’heure',
      'médecin',
      'téléphone',
      'sexe',
      'adresse électronique du Patient, de manière facultative',
    ]) {
      expect(text('protection-des-donnees')).toContain(held);
    }
    expect(text('cookies')).toContain('cookie de session');
    expect(text('cookies')).toMatch(/langue, le thème clair ou sombre, l’état du menu de navigation/);
    expect(text('cookies')).toContain('Aucun cookie publicitaire, de mesure d’audience ou de suivi');
    expect(text('force-majeure')).toContain('suspendues pendant 30 jours');
    expect(text('force-majeure')).toContain('renouvelée une fois');
    expect(text('force-majeure')).toContain('chacune des parties peut résilier');
    expect(text('reversibilite')).toContain('dans un délai de 15 jours ouvrés');
    expect(text('litiges')).toContain('droit français');
    expect(text('litiges')).toContain('délai de 30 jours');
    expect(text('litiges')).toContain('tribunaux compétents de Troyes');
  });

  it('keeps « 24 heures » and « 15 jours ouvrés » on one line with non-breaking spaces', async () => {
    const { view } = await renderPage();

    expect(view.container.querySelector('#acces-au-service')!.textContent).toContain('24\u00a0heures');
    expect(view.container.querySelector('#reversibilite')!.textContent).toContain('15\u00a0jours ouvrés');
  });

  it('renders the English text when the language is en, and follows a language change', async () => {
    const { i18n, view } = await renderPage('fr');

    await act(async () => {
      await i18n.changeLanguage('en');
    });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    expect(sections(view.container).map((section) => section.id)).toEqual(EXPECTED_IDS);
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to sign-in/ }).getAttribute('href')).toBe('/');
    expect(view.container.querySelector('[lang="en"]')).toBeTruthy();
    expect(visibleText(view.container.querySelector('#protection-des-donnees')!)).toContain(
      'collects no health data',
    );
    expect(visibleText(view.container.querySelector('#litiges')!)).toContain('courts of Troyes');
    expect(screen.queryByText(/Retour à la connexion/)).toBeNull();
  });

  it('falls back to French for a language it has no text for', async () => {
    await renderPage('de');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conditions générales d’utilisation');
  });
});

describe('CGU translations', () => {
  it('keeps the English text aligned with the French one, article by article and block by block', () => {
    const shape = (content: typeof cguContentFr) =>
      content.sections.map((section) => ({
        id: section.id,
        blocks: section.blocks.map((block) =>
          block.kind === 'paragraph' ? 'paragraph' : `${block.kind}:${block.items.length}`,
        ),
      }));

    expect(shape(cguContentEn)).toEqual(shape(cguContentFr));
    expect(cguContentEn.preamble).toHaveLength(cguContentFr.preamble.length);
  });
});
