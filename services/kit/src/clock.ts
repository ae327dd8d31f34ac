/** The current instant, as every service's context names it (`clock`); tests pass their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
