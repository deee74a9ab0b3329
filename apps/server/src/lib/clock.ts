/** The server's one source of "now", injectable so tests can set the time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
