/**
 * Resolves in a later turn of the event loop, once the I/O answers waiting now are handled: a long computation that
 * awaits it between its parts lets database answers to other work through (a statement's answer waits for the event
 * loop, so a transaction waiting on one is as slow as the longest piece of JavaScript run meanwhile).
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
