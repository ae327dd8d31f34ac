import type { DataSource } from 'typeorm';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { consumeEvents } from '@teleplan/kit/inbox/consume-events';
import type { ServiceMetrics } from '@teleplan/kit/metrics';
import { accountAppliers } from './account-events.ts';
import { licenseAppliers } from './license-events.ts';
import { resourceAppliers } from './resource-events.ts';

export const CONSUMER = 'schedule';

/** Every event this service consumes, each handled once (kit inbox, same transaction as its effect). */
export async function subscribeToEvents(
  bus: EventBus,
  deps: { dataSource: DataSource; metrics: ServiceMetrics },
): Promise<void> {
  await consumeEvents(bus, CONSUMER, deps, {
    ...accountAppliers,
    ...resourceAppliers,
    ...licenseAppliers,
  });
}
