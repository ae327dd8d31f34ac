import sanitizeHtml from 'sanitize-html';

/**
 * What a room's post-appointment mail may hold: text formatting, headings, lists, quotes and tables as an HTML
 * editor writes them, and links to web pages, mail addresses and phone numbers. No script, style, frame, form,
 * image (a remote image tells the sender when the mail is read), event handler or other scheme.
 */
const MAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A removed tag's text stays (a `<font>` keeps its words); script and style lose their content too.
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** The HTML of a custom mail, reduced to what a mail may safely carry (`sanitize-html` with an allow-list). */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, MAIL_HTML);
}

/** The text of a sanitised mail's HTML, for the plain-text part and the message log. */
export function mailHtmlAsText(html: string): string {
  const spaced = html.replace(/<\/(p|div|h[1-4]|li|tr|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
