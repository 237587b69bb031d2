// The one way to drop undefined properties before a spread. Needed where the receiver tells an
// absent key from one present with undefined: a spread over defaults (`{ ...defaults, ...{ x: undefined } }`
// would erase the default), `'key' in obj`, Object.keys, toStrictEqual. Elsewhere `{ x }` is enough.

/** The properties of `value` whose value is not undefined (none when `value` is undefined). */
export function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
