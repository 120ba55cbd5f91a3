/** The message of an operation an interrupt kept from starting (set by the executor). */
export const NOT_STARTED = 'skipped: interrupted before it started';
