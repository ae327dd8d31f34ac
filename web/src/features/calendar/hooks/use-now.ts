import { useEffect, useState } from 'react';

/** The current time, refreshed every minute (past appointments turn grey, statuses change). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
