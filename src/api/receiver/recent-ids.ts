// A bounded least-recently-seen set of event ids: enough to catch replays inside the tolerance
// window without growing for ever under a flood.
export class RecentIds {
  private readonly ids = new Map<string, true>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('RecentIds: capacity must be a positive integer');
  }

  /** True when the id was already seen (and marks it recent); otherwise remembers it and returns false. */
  seen(id: string): boolean {
    if (this.ids.has(id)) {
      this.ids.delete(id);
      this.ids.set(id, true);
      return true;
    }
    this.ids.set(id, true);
    if (this.ids.size > this.capacity) {
      const oldest = this.ids.keys().next();
      if (!oldest.done) this.ids.delete(oldest.value);
    }
    return false;
  }

  get size(): number {
    return this.ids.size;
  }
}
