import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { deviceDayStorage, dropAnswers } from '../../../shared/storage/day-cache.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useLiveFeed } from '../../live/index.ts';
import { indicatorsApi, STATISTICS_TAG } from '../api/indicators-api.ts';

/**
 * The statistics service learns of a change from the same event as the live feed, and may count it a moment after
 * the browser hears of it: the figures are asked once more after this delay.
 */
const READ_MODEL_LAG_MS = 2_000;

/**
 * A booking, move or cancellation the live feed brings makes the kept figures of the signed-in user and role
 * stale (docs/screens.md#day-cache): they are forgotten and the dashboard asks again, so its counters move at
 * once. Also on showing the dashboard after events came while another page was open.
 */
export function useLiveStatisticsRefresh() {
  const { recent } = useLiveFeed();
  const { claims } = useSession();
  const dispatch = useDispatch();
  const handled = useRef<string | undefined>(undefined);
  const latest = recent[0]?.id;
  const sub = claims?.sub;
  const role = claims?.role;
  useEffect(() => {
    if (!latest || latest === handled.current || !sub || !role) return undefined;
    handled.current = latest;
    const askAgain = () => {
      const storage = deviceDayStorage();
      if (storage) dropAnswers(storage, { sub, role });
      dispatch(indicatorsApi.util.invalidateTags([STATISTICS_TAG]));
    };
    askAgain();
    const later = setTimeout(askAgain, READ_MODEL_LAG_MS);
    return () => clearTimeout(later);
  }, [latest, sub, role, dispatch]);
}
