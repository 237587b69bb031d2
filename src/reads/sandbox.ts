// The sandbox's own reads: the snapshots of the caller's merchant (either family's credentials).
import { route } from './table.js';
const snapshots = {
  any: route(
    'sandboxListSnapshots',
    () => ({}),
    (res) => res.items,
  ),
};

export const sandboxReads = { snapshots };
