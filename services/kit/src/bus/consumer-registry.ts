import type { EventHandler, SubscribeOptions } from './event-bus.ts';

const NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * Who consumes which event types with which handler. A consumer may subscribe several times with different
 * types; each type has exactly one handler per consumer. Types are exact routing keys (no wildcards).
 */
export class ConsumerRegistry {
  private readonly consumers = new Map<string, Map<string, EventHandler>>();
  private readonly probes = new Map<string, () => Promise<boolean>>();

  add(
    consumer: string,
    types: readonly string[],
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): void {
    if (!NAME.test(consumer)) throw new Error(`Invalid consumer name "${consumer}"`);
    if (types.length === 0) throw new Error(`Consumer ${consumer} subscribed to no event type`);
    const handlers = this.consumers.get(consumer) ?? new Map<string, EventHandler>();
    for (const type of types) {
      if (!NAME.test(type)) throw new Error(`Invalid event type "${type}" (exact types only, no wildcards)`);
      if (handlers.has(type)) throw new Error(`Consumer ${consumer} already handles ${type}`);
    }
    for (const type of types) handlers.set(type, handler);
    this.consumers.set(consumer, handlers);
    if (options.healthy) this.probes.set(consumer, options.healthy);
  }

  /** Whether `consumer` says it can handle events now; a probe that throws means no. */
  async healthy(consumer: string): Promise<boolean> {
    const probe = this.probes.get(consumer);
    return probe ? probe().catch(() => false) : true;
  }

  has(consumer: string): boolean {
    return this.consumers.has(consumer);
  }

  handlerFor(consumer: string, type: string): EventHandler | undefined {
    return this.consumers.get(consumer)?.get(type);
  }

  consumersOf(type: string): string[] {
    return [...this.consumers].filter(([, handlers]) => handlers.has(type)).map(([consumer]) => consumer);
  }

  names(): string[] {
    return [...this.consumers.keys()];
  }

  typesOf(consumer: string): string[] {
    return [...(this.consumers.get(consumer)?.keys() ?? [])];
  }
}
