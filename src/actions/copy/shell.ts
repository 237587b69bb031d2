// Quoting for a POSIX shell: a word that is all "safe" characters stays as it is, anything else goes
// in single quotes with each `'` written as `'\''`. Nothing inside single quotes is expanded.

const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

export function shellQuote(word: string): string {
  if (SAFE_WORD.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Words quoted and joined with spaces. */
export const shellLine = (words: readonly string[]): string => words.map(shellQuote).join(' ');
