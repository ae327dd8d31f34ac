import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** Who looks at the calendar: their role and the time zone of their profile (Europe/Paris until known). */
export function useViewer() {
  const { claims } = useSession();
  const profile = useProfileQuery(claims?.sub ?? '', { skip: !claims });
  return { role: claims?.role, sub: claims?.sub, zone: profile.data?.zone || DEFAULT_ZONE };
}
