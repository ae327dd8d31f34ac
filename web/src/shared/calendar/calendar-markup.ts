import type { ViewMountArg } from '@fullcalendar/core';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * FullCalendar's markup made accessible where its options cannot: the chevrons of its previous and next buttons
 * are `role="img"` without a name (the button's title already names it), so they are hidden from assistive
 * technology; a scrolling area with nothing focusable inside (a week without appointments) is made focusable so
 * that a keyboard can scroll it.
 */
export function tidyCalendarMarkup(root: Element): void {
  for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) icon.setAttribute('aria-hidden', 'true');
  for (const scroller of root.querySelectorAll<HTMLElement>('.fc-scroller')) {
    const scrolls = /auto|scroll/.test(`${scroller.style.overflowX} ${scroller.style.overflowY}`);
    if (scrolls && !scroller.hasAttribute('tabindex') && !scroller.querySelector(FOCUSABLE))
      scroller.setAttribute('tabindex', '0');
  }
}

/** The calendar's `viewDidMount`: tidies the whole calendar (toolbar included) each time a view is drawn. */
export function tidyMountedView(arg: ViewMountArg): void {
  tidyCalendarMarkup(arg.el.closest('.fc') ?? arg.el);
}
