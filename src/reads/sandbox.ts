// The sandbox's own reads: its test clock (either family's credentials of the merchant).
import { route } from './table.js';

/** The merchant's test clock: its present, frozen or running, and how far from real time. */
const sandboxClock = {
  any: route(
    'getSandboxClock',
    () => ({}),
    (res) => res,
  ),
};

export const sandboxReads = { sandboxClock };
