import type { NotificationConfig } from '../config.ts';

/** The live feed's tuning, from the NOTIFICATION_LIVE_* keys. */
export interface LiveSettings {
  heartbeatMs: number;
  pingMs: number;
  catchUpMs: number;
  /** How far back each catch-up reads the history (a transaction may commit a little after others). */
  catchUpWindowMs: number;
  replayMax: number;
  historyMs: number;
  historyRows: number;
  maxBufferedBytes: number;
  ticketSeconds: number;
  /** A browser's frame at most (CONNECT with its token, SUBSCRIBE): far below a MESSAGE. */
  maxFrameBytes: number;
  connectTimeoutMs: number;
}

export function liveSettingsOf(config: NotificationConfig): LiveSettings {
  return {
    heartbeatMs: config.NOTIFICATION_LIVE_HEARTBEAT_MS,
    pingMs: config.NOTIFICATION_LIVE_PING_MS,
    catchUpMs: config.NOTIFICATION_LIVE_CATCH_UP_MS,
    catchUpWindowMs: Math.max(10_000, config.NOTIFICATION_LIVE_CATCH_UP_MS * 10),
    replayMax: config.NOTIFICATION_LIVE_REPLAY_MAX,
    historyMs: config.NOTIFICATION_LIVE_HISTORY_HOURS * 3_600_000,
    historyRows: config.NOTIFICATION_LIVE_HISTORY_ROWS,
    maxBufferedBytes: config.NOTIFICATION_LIVE_MAX_BUFFERED_BYTES,
    ticketSeconds: config.NOTIFICATION_LIVE_TICKET_SECONDS,
    maxFrameBytes: 16 * 1024,
    connectTimeoutMs: 10_000,
  };
}
