import type { DeliveryStore } from '../src/bus/delivery-store.ts';
import { createTestBus } from '../src/testing/test-bus.ts';
import {
  contractClock,
  CONTRACT_MAX_ATTEMPTS,
  CONTRACT_REDRIVE_PAUSE_MS,
  type BusHarness,
} from './bus-contract.ts';

/** The bus contract's harness for an in-process bus, its deliveries kept in `store` (in memory by default). */
export function inProcessContractHarness(store?: DeliveryStore): BusHarness {
  const clock = contractClock();
  const bus = createTestBus({
    retry: { maxAttempts: CONTRACT_MAX_ATTEMPTS },
    redrive: { initialPauseMs: CONTRACT_REDRIVE_PAUSE_MS },
    clock: clock.now,
    ...(store ? { store } : {}),
  });
  return {
    bus,
    advanceClock: clock.advance,
    checkParked: () => bus.checkParked(),
    consumer: (label) => label,
    peer: async () => bus,
    deadLetters: async (consumer) =>
      bus.deadLetters.filter((d) => d.consumer === consumer).map((d) => d.event),
    close: () => bus.close(),
  };
}
