import { DEFAULT_ZONE } from '../format/date-time.ts';

/** The IANA time zones this browser knows, the default one included even where the list lacks it. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(DEFAULT_ZONE) ? zones : [DEFAULT_ZONE, ...zones];
}
