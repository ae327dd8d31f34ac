import type { MouseEvent } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls to the element with `id`; when `moveFocus`, keyboard focus follows (to its heading if it marks one
 * with `data-anchor-focus`), so that a screen reader goes on reading from there.
 */
export function revealAnchor(
  id: string,
  { smooth, moveFocus }: { smooth: boolean; moveFocus: boolean },
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // jsdom and some old engines lack scrollIntoView; the focus below still moves the reader.
  target.scrollIntoView?.({
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    block: 'start',
  });
  if (moveFocus) {
    const focusable = target.querySelector<HTMLElement>('[data-anchor-focus]') ?? target;
    focusable.focus({ preventScroll: true });
  }
  return true;
}

/**
 * Click handler for in-page links (`href="#id"`). The app's router may own the hash (`#/initiate-account`),
 * so the link is handled here rather than left to the browser; the URL gets the anchor only when the hash
 * is not a route, so that a copied address still opens the right article.
 */
export function followAnchor(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!revealAnchor(id, { smooth: true, moveFocus: true })) return;
  event.preventDefault();
  if (!window.location.hash.startsWith('#/')) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
}
