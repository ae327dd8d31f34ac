/**
 * FullCalendar 6 writes its CSS, when its modules load, into a `<style data-fullcalendar>` element. The
 * Content-Security-Policy (style-src 'self') blocks inline style elements: that element would get no sheet and
 * FullCalendar would throw. This module, imported before FullCalendar, gives it such an element whose sheet is a
 * constructed stylesheet adopted by the document: rules added through the CSSOM are not inline styles for the
 * policy. Its type is not text/css, so the browser never treats the element itself as an inline style.
 */
if (
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet === 'function' &&
  !document.querySelector('style[data-fullcalendar]')
) {
  try {
    const sheet = new CSSStyleSheet();
    const holder = document.createElement('style');
    holder.setAttribute('data-fullcalendar', '');
    holder.setAttribute('type', 'text/x-fullcalendar');
    Object.defineProperty(holder, 'sheet', { get: () => sheet });
    document.head.prepend(holder);
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  } catch {
    // A browser without constructable stylesheets keeps FullCalendar's own behaviour.
  }
}

export {};
