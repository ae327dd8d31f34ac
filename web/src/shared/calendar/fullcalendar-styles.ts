/**
 * FullCalendar 6 writes its CSS into a `<style data-fullcalendar>` element it creates when its core module loads;
 * the gateway's Content-Security-Policy (`style-src 'self'`) blocks inline style elements, that element gets no
 * stylesheet and FullCalendar throws ("reading 'cssRules'"). FullCalendar reuses an element it finds with that
 * attribute, so one is put in place first whose stylesheet is a constructed one adopted by the document: CSSOM
 * writes are not inline styles, and the policy stays strict. `type="text/plain"` keeps the browser from parsing
 * the element itself; Chromium still checks the empty element against the policy, which admits the hash of an
 * empty style for it (gateway/src/security-headers.ts).
 *
 * Import this module for its effect BEFORE any `@fullcalendar/*` import (module evaluation follows import order).
 */
function adoptFullCalendarStyles(): void {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
  if (typeof CSSStyleSheet !== 'function' || document.querySelector('style[data-fullcalendar]')) return;
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const holder = document.createElement('style');
  holder.type = 'text/plain';
  holder.setAttribute('data-fullcalendar', '');
  Object.defineProperty(holder, 'sheet', { get: () => sheet });
  document.head.prepend(holder);
}

adoptFullCalendarStyles();
