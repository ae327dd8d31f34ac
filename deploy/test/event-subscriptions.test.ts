import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { EventBus } from '@teleplan/kit/bus/event-bus';
import { EVENT_SUBSCRIPTIONS } from '@teleplan/proto/event-subscriptions';
import { subscribeToEvents as accounts } from '@teleplan/accounts/events/handlers';
import { subscribeToAccountEvents as authenticator } from '@teleplan/authenticator/events/handlers';
import { subscribeToSectorEvents as licenses } from '@teleplan/licenses/events/handlers';
import { subscribeToAccountEvents as materialResources } from '@teleplan/material-resources/events/handlers';
import { subscribeToEvents as indicators } from '@teleplan/indicators/events/handlers';
import { subscribeToEvents as logger } from '@teleplan/logger/events/handlers';
import { subscribeToReplicaEvents as notification } from '@teleplan/notification/events/handlers';
import { subscribeToEvents as schedule } from '@teleplan/schedule/events/subscribe';
import { SERVICES } from '../services.ts';

/** What each service's own start-up subscribes to, recorded by a bus that only listens. */
async function actualSubscriptions(): Promise<Record<string, string[]>> {
  const subscribed: Record<string, string[]> = {};
  const bus = {
    subscribe: async (consumer: string, types: readonly string[]) => {
      (subscribed[consumer] ??= []).push(...types);
    },
  } as unknown as EventBus;
  // Subscribing only registers handlers: nothing reaches the database.
  const deps = { dataSource: {} as DataSource } as never;
  for (const subscribe of [
    accounts,
    authenticator,
    licenses,
    materialResources,
    notification,
    schedule,
    indicators,
    logger,
  ]) {
    await subscribe(bus, deps);
  }
  return subscribed;
}

const sorted = (subscriptions: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(subscriptions).map(([consumer, types]) => [consumer, [...types].sort()]));

describe('the event subscriptions catalogue', () => {
  it('lists exactly what each service subscribes to, so every queue can be declared before any publish', async () => {
    expect(sorted(await actualSubscriptions())).toEqual(sorted(EVENT_SUBSCRIPTIONS));
  });

  it('names only services of the platform', () => {
    const names = SERVICES.map((service) => service.name);
    for (const consumer of Object.keys(EVENT_SUBSCRIPTIONS)) expect(names).toContain(consumer);
  });
});
