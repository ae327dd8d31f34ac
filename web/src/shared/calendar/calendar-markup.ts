import type { ViewMountArg } from '@fullcalendar/core';

/**
 * FullCalendar's markup made accessible where its options cannot: the chevrons of its previous and next buttons
 * are `role="img"` without a name (the button's title already names it), so they are hidden from assistive
 * technology. (Its scrolling areas sit inside its grid's rows: a focusable one there would break the grid's
 * structure, so they are left as they are.)
 */
export function tidyCalendarMarkup(root: Element): void {
  for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) icon.setAttribute('aria-hidden', 'true');
}

/** The calendar's `viewDidMount`: tidies the whole calendar (toolbar included) each time a view is drawn. */
export function tidyMountedView(arg: ViewMountArg): void {
  tidyCalendarMarkup(arg.el.closest('.fc') ?? arg.el);
}
