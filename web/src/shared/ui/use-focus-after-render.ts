import { useEffect, useState, type RefObject } from 'react';

/**
 * Returns a function that moves the focus to `target` once React has drawn what changed with it: after a dialog
 * that closed meanwhile gave the focus back to what had it, and after the element itself is on the page.
 */
export function useFocusAfterRender(target: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked) return;
    setAsked(false);
    target.current?.focus();
  }, [asked, target]);
  return () => setAsked(true);
}
