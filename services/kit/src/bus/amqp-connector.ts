import amqp, { type ChannelModel } from 'amqplib';
import type { EventLogger } from './bus-logger.ts';
import { backoffDelay, type BackoffPolicy } from './retry-policy.ts';
import { withTimeout } from './timing.ts';

const STOP_GRACE_MS = 5_000;

export type AmqpConnect = (url: string, socketOptions?: object) => Promise<ChannelModel>;

export interface AmqpConnectorOptions {
  url: string;
  heartbeatSeconds: number;
  reconnect: BackoffPolicy;
  /** Name shown for the connection in RabbitMQ's tools. */
  connectionName: string;
  logger: EventLogger;
  connect?: AmqpConnect;
  /** Sets up channels and topology on a fresh connection; a throw closes it and the connector tries again. */
  onOpen(model: ChannelModel): Promise<void>;
  /** The connection is gone (closed, failed or dropped); called once per opened connection. */
  onLost(): void;
}

/**
 * Keeps one AMQP connection open: amqplib has no recovery of its own, so on any close this reconnects with a
 * capped back-off and hands the new connection to `onOpen`, until `stop()`.
 */
export class AmqpConnector {
  private model: ChannelModel | undefined;
  private stopped = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly options: AmqpConnectorOptions;

  constructor(options: AmqpConnectorOptions) {
    this.options = options;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Closes the current connection so that a fresh one replaces it (after a channel failed, for instance). */
  drop(): void {
    this.model?.close().catch(() => undefined);
  }

  /** Closes the connection and ends the loop; bounded, since a dead socket never answers the close. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (this.model) await withTimeout(this.model.close(), STOP_GRACE_MS, 'AMQP close').catch(() => undefined);
    if (this.loop) await withTimeout(this.loop, STOP_GRACE_MS, 'AMQP loop').catch(() => undefined);
  }

  private async run(): Promise<void> {
    const { logger } = this.options;
    const host = new URL(this.options.url).host;
    let failures = 0;
    while (!this.stopped) {
      try {
        const model = await this.open();
        const lost = new Promise<void>((resolve) => model.once('close', () => resolve()));
        model.on('error', (error: unknown) => logger.warn({ err: error, host }, 'AMQP connection error'));
        model.on('blocked', (reason: unknown) =>
          logger.warn({ reason, host }, 'AMQP connection blocked by the broker'),
        );
        model.on('unblocked', () => logger.info({ host }, 'AMQP connection unblocked'));
        this.model = model;
        try {
          await this.options.onOpen(model);
          failures = 0;
          logger.info({ host, keep: true }, 'AMQP connected');
        } catch (error) {
          logger.warn({ err: error, host }, 'AMQP set-up failed');
          await model.close().catch(() => undefined);
        }
        await lost;
        this.model = undefined;
        this.options.onLost();
        if (!this.stopped) logger.warn({ host }, 'AMQP connection lost; reconnecting');
      } catch (error) {
        logger.warn({ err: error, host, attempt: failures + 1 }, 'AMQP connection failed');
      }
      failures++;
      if (this.stopped) break;
      const delayMs = backoffDelay(this.options.reconnect, failures);
      logger.info({ host, attempt: failures, delayMs, keep: true }, 'AMQP reconnecting after a pause');
      await this.pause(delayMs);
    }
  }

  private async open(): Promise<ChannelModel> {
    const url = new URL(this.options.url);
    if (!url.searchParams.has('heartbeat'))
      url.searchParams.set('heartbeat', String(this.options.heartbeatSeconds));
    const connect: AmqpConnect = this.options.connect ?? amqp.connect;
    const model = await connect(url.toString(), {
      timeout: 5_000,
      clientProperties: { connection_name: this.options.connectionName },
    });
    if (this.stopped) {
      await model.close().catch(() => undefined);
      throw new Error('AMQP connector stopped');
    }
    return model;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
