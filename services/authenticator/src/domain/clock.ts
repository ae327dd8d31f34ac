/** The time the service acts at; tests pass their own to move across lock and token lifetimes. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
