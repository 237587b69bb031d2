import { describe, expect, it } from 'vitest';
import { countRequest } from '../../../src/sandbox/core/rate-windows.js';
import { openDatabase } from '../../../src/sandbox/core/schema.js';

describe('countRequest', () => {
  it("counts a credential's requests in its window, anew in a later window, and a late one in the newer window", () => {
    const db = openDatabase(':memory:');
    try {
      expect([1, 2, 3].map(() => countRequest(db, 'a', 5000))).toEqual([1, 2, 3]);
      expect(countRequest(db, 'b', 5000)).toBe(1);
      expect(countRequest(db, 'a', 6000)).toBe(1);
      // A request stamped with the older window (a process whose clock lags) counts in the newer one.
      expect(countRequest(db, 'a', 5000)).toBe(2);
      expect(countRequest(db, 'a', 6000)).toBe(3);
      expect(countRequest(db, 'b', 5000)).toBe(2);
    } finally {
      db.close();
    }
  });
});
