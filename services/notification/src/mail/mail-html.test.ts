import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './mail-html.ts';

describe('sanitizeMailHtml', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeMailHtml('<p>Bonjour</p><script>alert(1)</script>')).toBe('<p>Bonjour</p>');
  });

  it('removes event handlers and the images carrying them', () => {
    expect(sanitizeMailHtml('<p onclick="steal()">Merci <img src=x onerror="window.__xss=1"></p>')).toBe(
      '<p>Merci </p>',
    );
  });

  it('removes javascript: and data: links but keeps their text', () => {
    expect(sanitizeMailHtml('<a href="javascript:alert(1)">ici</a>')).toBe(
      '<a rel="noopener noreferrer">ici</a>',
    );
    expect(sanitizeMailHtml('<a href=" JaVaScRiPt:alert(1)">ici</a>')).not.toMatch(/javascript/i);
    expect(sanitizeMailHtml('<a href="data:text/html,<script>x</script>">ici</a>')).not.toMatch(/data:/);
  });

  it('removes frames, styles, forms and unknown tags, keeping their words', () => {
    expect(
      sanitizeMailHtml(
        '<style>p{}</style><iframe src="https://x.test"></iframe><font color="red">Rouge</font>',
      ),
    ).toBe('Rouge');
    expect(sanitizeMailHtml('<form action="https://x.test"><input name="a">Envoyer</form>')).toBe('Envoyer');
  });

  it('keeps the formatting of a mail: paragraphs, emphasis, lists, headings, web and mail links', () => {
    const html =
      '<h2>Après votre rendez-vous</h2><p><strong>Merci</strong> de votre <em>visite</em>,<br /><u>à bientôt</u>.</p>' +
      '<ul><li>un</li><li>deux</li></ul><ol><li>trois</li></ol><blockquote>Citation</blockquote>';
    expect(sanitizeMailHtml(html)).toBe(html);
    expect(sanitizeMailHtml('<a href="https://teleplan.test/avis">Votre avis</a>')).toBe(
      '<a href="https://teleplan.test/avis" rel="noopener noreferrer">Votre avis</a>',
    );
    expect(sanitizeMailHtml('<a href="mailto:cabinet@teleplan.test">Écrire</a>')).toBe(
      '<a href="mailto:cabinet@teleplan.test" rel="noopener noreferrer">Écrire</a>',
    );
  });
});
