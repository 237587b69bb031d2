// The one matcher for finding cards: the global find (ctrl+f, `:find`), the cards pane's `/` and
// "mark all matching" (`a`). A query is parsed once into terms; a card matches when every term does.
// The card index turns the same terms into SQL (FTS5 over the words, B-tree lookups for last4 and
// ids) and passes each candidate through `matchesCard`, so all of them answer alike.
//
// Words: a text is cut into runs of letters and digits, lower-cased, accents removed ("José
// O'Brien" → jose, o, brien), as SQLite's unicode61 tokenizer does. A term matches a field when its
// words appear there in order, the first at the start of a word, the last as a prefix while the term
// ends inside a word: `hop` finds "Grace Hopper", `acme-trav` finds "grace@acme-travel.example",
// `hopper@` finds the holder "Grace Hopper" (its word "hopper", complete) and not "Hopperton".

/** What a card offers to a find. A missing field (a list item has no holder email) never matches. */
export interface FindFields {
  readonly id: string;
  readonly name?: string | undefined;
  readonly holderName?: string | undefined;
  readonly holderEmail?: string | undefined;
  readonly holderId?: string | undefined;
  readonly last4?: string | undefined;
  readonly first6?: string | undefined;
}

export type FindTerm =
  /** Four digits: the card's last four. */
  | { readonly kind: 'last4'; readonly last4: string }
  /** First six and last four with anything between (`411111…1234`, `411111******1234`). */
  | { readonly kind: 'first6last4'; readonly first6: string; readonly last4: string }
  /**
   * Anything else: its words in one of the card's name, holder name, holder email or holder id. A
   * term that could begin an id (4 or more hex digits and dashes: ids are UUIDs) also matches the
   * start of the card's id.
   */
  | {
      readonly kind: 'words';
      readonly words: readonly string[];
      /** The last word may be the start of a longer word (the term ends inside a word). */
      readonly prefix: boolean;
      readonly idPrefix?: string;
    };

export interface FindQuery {
  readonly terms: readonly FindTerm[];
}

const WORD = /[\p{L}\p{N}\p{Co}]+/gu;
const ENDS_IN_WORD = /[\p{L}\p{N}\p{Co}]$/u;
const MARKS = /\p{M}+/gu;
const ID_START = /^[0-9a-f][0-9a-f-]{3,}$/i;

/** Lower case without accents: what unicode61 (remove_diacritics 2) compares. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most text is ASCII: no decomposition to undo.
  return /^\p{ASCII}*$/u.test(lower) ? lower : lower.normalize('NFD').replace(MARKS, '');
}

/** The words of a text, folded: the units a find compares. */
export function findWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

function parseTerm(raw: string): FindTerm | undefined {
  if (/^\d{4}$/.test(raw)) return { kind: 'last4', last4: raw };
  const masked = /^(\d{6})\D*(\d{4})$/.exec(raw);
  if (masked) return { kind: 'first6last4', first6: masked[1]!, last4: masked[2]! };
  const words = findWords(raw);
  // Punctuation alone ("@", "-") says nothing about a card.
  if (words.length === 0) return undefined;
  return {
    kind: 'words',
    words,
    prefix: ENDS_IN_WORD.test(foldText(raw)),
    ...(ID_START.test(raw) ? { idPrefix: raw.toLowerCase() } : {}),
  };
}

/** The terms of a query: whitespace separates them, and every one must match. */
export function parseFind(text: string): FindQuery {
  const terms: FindTerm[] = [];
  for (const raw of text.trim().split(/\s+/)) {
    const term = raw === '' ? undefined : parseTerm(raw);
    if (term) terms.push(term);
  }
  return { terms };
}

/** `words` in order in `field`, the first at a word start, the last a prefix when `prefix`. */
export function wordsIn(field: string | undefined, words: readonly string[], prefix: boolean): boolean {
  if (!field || words.length === 0) return false;
  const folded = foldText(field);
  // Cheap refusal first: most fields do not contain the first word at all.
  if (!folded.includes(words[0]!)) return false;
  const have = folded.match(WORD) ?? [];
  const last = words.length - 1;
  for (let start = 0; start + words.length <= have.length; start += 1) {
    let k = 0;
    for (; k <= last; k += 1) {
      const word = have[start + k]!;
      const ok = k === last && prefix ? word.startsWith(words[k]!) : word === words[k];
      if (!ok) break;
    }
    if (k > last) return true;
  }
  return false;
}

function termMatches(term: FindTerm, card: FindFields): boolean {
  switch (term.kind) {
    case 'last4':
      return card.last4 === term.last4;
    case 'first6last4':
      return card.last4 === term.last4 && card.first6 === term.first6;
    case 'words':
      return (
        (term.idPrefix !== undefined && card.id.toLowerCase().startsWith(term.idPrefix)) ||
        wordsIn(card.holderName, term.words, term.prefix) ||
        wordsIn(card.name, term.words, term.prefix) ||
        wordsIn(card.holderEmail, term.words, term.prefix) ||
        wordsIn(card.holderId, term.words, term.prefix)
      );
  }
}

/** Every term matches. A query without terms matches every card (an empty filter). */
export function matchesCard(query: FindQuery, card: FindFields): boolean {
  return query.terms.every((term) => termMatches(term, card));
}

/** The first six digits a masked number shows, when it shows six ("4111 11** **** 1111"). */
export function shownFirst6(masked: string): string | undefined {
  const leading = /^\d+/.exec(masked.replace(/[\s-]/g, ''))?.[0] ?? '';
  return leading.length >= 6 ? leading.slice(0, 6) : undefined;
}

export type CardQueryKind =
  | { kind: 'last4'; last4: string }
  | { kind: 'first6last4'; first6: string; last4: string }
  | { kind: 'id'; id: string };

/** What `:card <text>` means: last4, first6…last4 (any filler between), or an id / id prefix. */
export function parseCardQuery(text: string): CardQueryKind | undefined {
  const q = text.trim();
  if (/^\d{4}$/.test(q)) return { kind: 'last4', last4: q };
  const masked = /^(\d{6})\D*(\d{4})$/.exec(q);
  if (masked) return { kind: 'first6last4', first6: masked[1]!, last4: masked[2]! };
  if (/^[A-Za-z0-9_.:-]{4,}$/.test(q)) return { kind: 'id', id: q };
  return undefined;
}
