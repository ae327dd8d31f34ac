import { useEffect, useState } from 'react';

const MOBILE = '(max-width: 540px)';

function matches(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE).matches;
}

/** True on phone-sized screens, where calendars show one day. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
