import type {
  LiveClient,
  LiveClientConfig,
  LiveFrame,
  LiveHeaders,
} from '../features/live/connection/live-client.ts';

interface Subscription {
  destination: string;
  headers: LiveHeaders;
  callback: (frame: LiveFrame) => void;
}

/**
 * A STOMP client without a server, for tests: `activate()` runs `beforeConnect` then asks `server` what the
 * server answers (CONNECTED, or an ERROR frame); tests push frames with `send`.
 */
export class FakeLiveClient implements LiveClient {
  connectHeaders: LiveHeaders = {};
  active = false;
  /** The CONNECT headers of every attempt. */
  readonly attempts: LiveHeaders[] = [];
  readonly subscriptions: Subscription[] = [];
  readonly config: LiveClientConfig;
  private readonly server: (headers: LiveHeaders) => 'connected' | 'error';

  constructor(config: LiveClientConfig, server: (headers: LiveHeaders) => 'connected' | 'error') {
    this.config = config;
    this.server = server;
  }

  activate(): void {
    this.active = true;
    void this.config.beforeConnect(this).then(() => {
      if (!this.active) return;
      this.attempts.push(this.connectHeaders);
      if (this.server(this.connectHeaders) === 'connected') this.config.onConnect();
      else this.config.onStompError();
    });
  }

  /** Records whether the last deactivation was forced. */
  forced = false;

  deactivate(options: { force?: boolean } = {}): Promise<void> {
    this.active = false;
    this.forced = options.force ?? false;
    return Promise.resolve();
  }

  subscribe(destination: string, callback: (frame: LiveFrame) => void, headers: LiveHeaders = {}): unknown {
    this.subscriptions.push({ destination, callback, headers });
    return { unsubscribe: () => undefined };
  }

  /** A MESSAGE frame on the latest subscription. */
  send(body: string, headers: LiveHeaders = { 'live-kind': 'event' }): void {
    this.subscriptions.at(-1)?.callback({ headers, body });
  }

  /** The socket drops; the client reconnects on its own. */
  drop(): void {
    this.config.onWebSocketClose();
    this.activate();
  }
}

/**
 * The live feed's stomp-client module as tests replace it (`vi.mock`): every client made is a FakeLiveClient whose
 * server accepts the connection, kept in `clients` for the test to push events through.
 */
export function fakeStompClientModule(clients: FakeLiveClient[]) {
  return {
    liveSocketUrl: () => 'ws://localhost:3000/api/notification/ws',
    createStompClient: (config: LiveClientConfig) => {
      const client = new FakeLiveClient(config, () => 'connected');
      clients.push(client);
      return client;
    },
  };
}
