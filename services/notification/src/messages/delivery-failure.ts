/**
 * A message that could not go: `transient` when trying again later may succeed (a server away or too slow, a
 * 4xx SMTP answer, an SMS gateway's 5xx or 429), else permanent (no configuration, a rejected recipient).
 * `reason` is the service's own sentence, kept in the message log; never a server's words.
 */
export class DeliveryFailure extends Error {
  readonly transient: boolean;
  constructor(reason: string, transient: boolean) {
    super(reason);
    this.name = 'DeliveryFailure';
    this.transient = transient;
  }
}
