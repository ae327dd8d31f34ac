/** What the live connection uses of a STOMP client (`@stomp/stompjs`'s `Client`, or a fake in tests). */

export type LiveHeaders = Record<string, string>;

export interface LiveFrame {
  headers: LiveHeaders;
  body: string;
}

export interface LiveClient {
  connectHeaders: LiveHeaders;
  activate(): void;
  /** `force`: close the socket at once, without waiting for the server's receipt of DISCONNECT. */
  deactivate(options?: { force?: boolean }): Promise<void>;
  subscribe(destination: string, callback: (frame: LiveFrame) => void, headers?: LiveHeaders): unknown;
}

export interface LiveClientConfig {
  brokerURL: string;
  heartbeatIncoming: number;
  heartbeatOutgoing: number;
  /** First delay before reconnecting after the socket closes; the client backs off from there. */
  reconnectDelay: number;
  /** Called before every connection attempt: the place to put a fresh token into `connectHeaders`. */
  beforeConnect: (client: LiveClient) => Promise<void>;
  onConnect: () => void;
  onStompError: () => void;
  onWebSocketClose: () => void;
}

export type CreateLiveClient = (config: LiveClientConfig) => LiveClient;
