// The sandbox's own reads (either family's credentials of the merchant): its test clock, its snapshots and its
// webhook fault policy.
import { route } from './table.js';

/** The merchant's test clock: its present, frozen or running, and how far from real time. */
const sandboxClock = {
  any: route(
    'getSandboxClock',
    () => ({}),
    (res) => res,
  ),
};

/** The snapshots of the caller's merchant. */
const snapshots = {
  any: route(
    'sandboxListSnapshots',
    () => ({}),
    (res) => res.items,
  ),
};

/** The merchant's webhook delivery fault policy. */
const webhookFaults = {
  any: route(
    'getWebhookFaults',
    () => ({}),
    (res) => res,
  ),
};

export const sandboxReads = { sandboxClock, snapshots, webhookFaults };
