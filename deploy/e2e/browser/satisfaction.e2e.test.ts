import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POLL } from '../waits.ts';
import { axeViolations } from './axe-violations.ts';
import { browserSuite } from './browser-suite.ts';
import { focused, tabTo } from './keyboard.ts';
import { shown } from './seen.ts';

const suite = browserSuite();

/** The scores given, question by question. */
const SCORES = [4, 3, 2, 1, 0, 4, 3];

/** The animation the thank-you mark runs (`none` when there is none). */
const animationOf = (mark: Locator) =>
  mark.evaluate((element) => element.ownerDocument.defaultView?.getComputedStyle(element).animationName);

/** Chooses `score` in the group whose first face has the focus: Space takes the first, each right arrow the next. */
async function chooseWithKeys(page: Page, score: number): Promise<void> {
  await page.keyboard.press('Space');
  for (let step = 0; step < score; step++) await page.keyboard.press('ArrowRight');
}

describe('satisfaction survey', () => {
  it('opens from a mailed link, is answered with the keyboard only, thanks without motion when reduced, and is then used', async () => {
    const link = await suite.platform.surveyLinks.demo();
    expect(link, 'a finished demo appointment to evaluate').toBeDefined();
    const page = await suite.people.open({ colorScheme: 'light' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(link!);

    const questions = page.getByRole('group', { name: /^\d\. / });
    await expect.poll(() => questions.count(), POLL).toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    const submit = page.getByRole('button', { name: 'Envoyer mes réponses' });
    expect(await submit.isDisabled()).toBe(true);

    for (const [index, score] of SCORES.entries()) {
      await tabTo(page, questions.nth(index).getByRole('radio').first());
      await chooseWithKeys(page, score);
      expect(await focused(questions.nth(index).getByRole('radio').nth(score))).toBe(true);
    }
    for (const [index, score] of SCORES.entries())
      expect(await questions.nth(index).getByRole('radio').nth(score).isChecked()).toBe(true);

    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('heading', { name: 'Merci pour votre avis !' });
    await shown(thanks);
    await expect.poll(() => focused(thanks), POLL).toBe(true);
    expect(await animationOf(page.locator('.survey-thanks__mark'))).toBe('none');

    const again = await suite.people.open();
    await again.goto(link!);
    await shown(again.getByText('Ce questionnaire a déjà été rempli. Merci pour votre réponse !'));
    expect(await again.getByRole('radio').count()).toBe(0);
  });

  it('is accessible in dark mode too, and draws the thank-you mark when motion is welcome', async () => {
    const link = await suite.platform.surveyLinks.demo();
    const page = await suite.people.open({ colorScheme: 'dark' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(link!);
    const questions = page.getByRole('group', { name: /^\d\. / });
    await expect.poll(() => questions.count(), POLL).toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    for (let index = 0; index < 7; index++)
      await questions.nth(index).getByRole('radio', { name: '4 — très satisfait' }).check();
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await shown(page.getByRole('heading', { name: 'Merci pour votre avis !' }));
    expect(await animationOf(page.locator('.survey-thanks__mark'))).toBe('survey-thanks-pop');
  });
});
