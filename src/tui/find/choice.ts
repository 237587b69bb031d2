// A chooser's find: what typed (or pasted) text picks among named things with ids — a form's choice
// field, the card chooser. By id, whole or a prefix that only one id starts with; by name, the first
// that starts with the text, else the first that contains it. Nothing matching, or a prefix several
// ids share, is said as such: a find never leaves the previous choice in place as if it had matched.

export interface Findable {
  readonly id: string;
  readonly name: string;
}

export type ChoiceFind<T> =
  | { readonly kind: 'one'; readonly item: T }
  | { readonly kind: 'none' }
  | { readonly kind: 'several'; readonly count: number };

export function findChoice<T>(items: readonly T[], query: string, of: (item: T) => Findable): ChoiceFind<T> {
  const text = query.trim();
  if (text === '') return { kind: 'none' };
  const q = text.toLowerCase();
  const byId = (want: (id: string) => boolean) => items.filter((item) => want(of(item).id.toLowerCase()));
  const exact = byId((id) => id === q);
  if (exact.length > 0) return { kind: 'one', item: exact[0]! };
  const name = (item: T) => of(item).name.toLowerCase();
  const named =
    items.find((item) => name(item).startsWith(q)) ?? items.find((item) => name(item).includes(q));
  if (named !== undefined) return { kind: 'one', item: named };
  const prefixed = byId((id) => id.startsWith(q));
  if (prefixed.length === 1) return { kind: 'one', item: prefixed[0]! };
  return prefixed.length > 1 ? { kind: 'several', count: prefixed.length } : { kind: 'none' };
}

/** What a find that did not pick one says: "no wallet matches 9d33zzz", "3 cards start with 9d". */
export function unmatchedText(found: ChoiceFind<unknown>, query: string, noun: string): string | undefined {
  if (found.kind === 'one') return undefined;
  const text = query.trim();
  if (found.kind === 'several') return `${found.count} ${noun}s have ids starting with ${text}: type more`;
  return `no ${noun} matches ${text}`;
}
