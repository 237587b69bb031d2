// Omitting an absent property. Needed where the receiver tells an absent key from one present with
// undefined: a spread over defaults (`{ ...defaults, ...{ x: undefined } }` would erase the default),
// `'key' in obj`, Object.keys, toStrictEqual. Elsewhere `{ x }` is enough. One idiom for a property
// the code names: the conditional spread, `...(x !== undefined ? { x } : {})` (or `x ?` where an empty
// value is absent too). `definedOnly` is for an object whose keys the call does not name (options
// spread over defaults, a partial record over the previous one); test/lint/omit-absent.test.ts fails
// on `definedOnly({ … })`.

/** The properties of `value` whose value is not undefined (none when `value` is undefined). */
export function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (value === undefined) return out;
  // A loop, not entries/filter/fromEntries: this runs per request and per event (three temporaries a call).
  for (const key of Object.keys(value) as Array<keyof T>) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}

/**
 * A copy of `base` with `extras`' properties added, for objects kept long (a ring of records, the store's
 * entities). Not `{ ...base, extra }`: on Node 20 (V8 11.3) an object literal that starts with a spread
 * and then adds a property gets a hidden class of its own, each one allocated in the old generation:
 * a ring of 5,000 such records holds 5,000 of them, and a stream of them fills the old generation with
 * garbage that only a major collection frees. Object.assign shares one hidden class between copies.
 */
export function extended<T extends object, U extends object>(base: T, extras: U): T & U;
export function extended<T extends object, U extends object, V extends object>(
  base: T,
  extras: U,
  more: V,
): T & U & V;
export function extended(base: object, ...extras: object[]): object {
  return Object.assign({}, base, ...extras);
}
