/** The store's clock, in milliseconds since 1970; tests pass their own to move time without waiting. */
export type Clock = () => number;

export const minute = 60 * 1000;
export const hour = 60 * minute;
export const day = 24 * hour;
