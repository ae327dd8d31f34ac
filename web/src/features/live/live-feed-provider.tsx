import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useStore } from 'react-redux';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { refreshSession } from '../../shared/session/refresh-session.ts';
import { useSession } from '../../shared/session/use-session.ts';
import type { SharedState } from '../../shared/store/shared-state.ts';
import { useToast } from '../../shared/toast/use-toast.ts';
import type { CreateLiveClient } from './connection/live-client.ts';
import { openLiveConnection, type LiveStatus } from './connection/live-connection.ts';
import { createStompClient, liveSocketUrl } from './connection/stomp-client.ts';
import { AppliedEvents } from './domain/applied-events.ts';
import { LIVE_NS } from './i18n/live-texts.ts';
import { applyLiveEvent, reloadAppointments, type LiveDispatch } from './live-cache.ts';
import { LiveFeedContext, RECENT_EVENTS } from './live-feed-context.ts';

/** A token closer than this to its expiry is renewed before a connection attempt. */
const TOKEN_MARGIN_MS = 30_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface LiveFeedProviderProps {
  children: ReactNode;
  /** The STOMP client to use; tests give a fake. */
  createClient?: CreateLiveClient;
}

/**
 * The live feed of the signed-in frame, in one place (docs/screens.md#live-updates): connected while a staff member
 * is signed in, again when the role changes, closed at sign-out; its events patch the calendars' caches and are
 * listed for the home page's panel.
 */
export function LiveFeedProvider({ children, createClient = createStompClient }: LiveFeedProviderProps) {
  // The instance, not `t`: a language switch must not reconnect.
  const { i18n } = useTranslation(LIVE_NS);
  const dispatch = useDispatch<LiveDispatch>();
  const store = useStore<SharedState>();
  const toast = useToast();
  const { status: session, claims } = useSession();
  const sub = session === 'authenticated' && claims?.role !== 'PATIENT' ? claims?.sub : undefined;
  const role = claims?.role;
  // What the feed brought, and how it stands, for whom: another person signing in starts from nothing.
  const [recent, setRecent] = useState<{ sub: string; events: LiveAppointmentEvent[] } | null>(null);
  const [status, setStatus] = useState<{ sub: string; status: LiveStatus } | null>(null);
  // The events applied, kept for the session: a new connection (another role) replays from the newest.
  const applied = useRef<{ sub: string; events: AppliedEvents } | null>(null);

  useEffect(() => {
    if (!sub) return;
    if (applied.current?.sub !== sub) applied.current = { sub, events: new AppliedEvents() };
    const freshToken = async () => {
      const { session: now } = store.getState();
      const expiresAt = (now.claims?.exp ?? 0) * 1000;
      if (now.accessToken && expiresAt - Date.now() > TOKEN_MARGIN_MS) return now.accessToken;
      await refreshSession(dispatch);
      return store.getState().session.accessToken;
    };
    const connection = openLiveConnection({
      createClient,
      brokerURL: liveSocketUrl(),
      freshToken,
      refreshToken: () => refreshSession(dispatch),
      wait,
      applied: applied.current.events,
      onEvent(event) {
        dispatch(applyLiveEvent(event));
        setRecent((kept) => ({
          sub,
          events: [event, ...(kept?.sub === sub ? kept.events : [])].slice(0, RECENT_EVENTS),
        }));
      },
      onReload: () => dispatch(reloadAppointments()),
      onStatus: (now) => setStatus({ sub, status: now }),
      onAlert: (alert) => toast.error(i18n.t(`alerts.${alert}`, { ns: LIVE_NS })),
    });
    return () => void connection.close();
  }, [sub, role, createClient, dispatch, store, toast, i18n]);

  const events = recent && recent.sub === sub ? recent.events : undefined;
  const now: LiveStatus | 'off' = sub && status?.sub === sub ? status.status : 'off';
  const value = useMemo(() => ({ recent: events ?? [], status: now }), [events, now]);
  return <LiveFeedContext value={value}>{children}</LiveFeedContext>;
}
