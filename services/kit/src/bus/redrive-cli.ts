import amqp from 'amqplib';
import { redriveParked } from './amqp-parking.ts';

/**
 * Sends every event parked for `consumer` (a service name) back to its queue on the broker at `url`; resolves
 * with how many. The consumer's running processes handle them as any other delivery.
 */
export async function redriveCommand(consumer: string, url: string): Promise<number> {
  const model = await amqp.connect(url, { timeout: 5_000 });
  try {
    return await redriveParked(model, consumer);
  } finally {
    await model.close().catch(() => undefined);
  }
}

// `node services/kit/src/bus/redrive-cli.ts <service>` with AMQP_URL set (deploy/README.md).
if (import.meta.main) {
  const consumer = process.argv[2];
  const url = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
  if (!consumer) {
    console.error(
      'usage: node services/kit/src/bus/redrive-cli.ts <service>   (AMQP_URL from the environment)',
    );
    process.exit(2);
  }
  redriveCommand(consumer, url).then(
    (count) => console.log(`${count} parked event(s) of ${consumer} sent back to ${consumer}.events`),
    (error: unknown) => {
      console.error(
        `redrive of ${consumer} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
