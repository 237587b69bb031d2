// Colours in one object. With NO_COLOR the theme carries no colour at all, so components emit no
// colour escapes; every status also has a text label, so nothing is conveyed by colour alone.
import type { CardStatus } from '../contract/index.js';

export interface Theme {
  readonly color: boolean;
  readonly accent?: string;
  readonly calm?: string;
  readonly warn?: string;
  readonly error?: string;
  readonly ok?: string;
  readonly muted?: string;
  /** Changed-row highlight. */
  readonly changed?: string;
  /** Inverse video for the cursor row and the focused pane's title (colour mode only). */
  readonly inverse: boolean;
}

const COLOUR: Theme = {
  color: true,
  accent: 'cyan',
  calm: 'green',
  warn: 'yellow',
  error: 'red',
  ok: 'green',
  muted: 'gray',
  changed: 'yellow',
  inverse: true,
};
const PLAIN: Theme = { color: false, inverse: false };

/**
 * NO_COLOR (any non-empty value) turns colour off; FORCE_COLOR other than "0" turns it back on,
 * as Node itself resolves the two.
 */
export function createTheme(env: Readonly<Record<string, string | undefined>> = process.env): Theme {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '0' && force !== 'false') return COLOUR;
  if (force === '0' || force === 'false') return PLAIN;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return PLAIN;
  return COLOUR;
}

export const STATUS_LABEL: Readonly<Record<CardStatus, string>> = {
  creating: 'CREATING',
  creating_failed: 'FAILED',
  active: 'ACTIVE',
  frozen: 'FROZEN',
  closed: 'CLOSED',
  expired: 'EXPIRED',
};

const STATUS_COLOUR: Readonly<Record<string, keyof Theme>> = {
  creating: 'warn',
  creating_failed: 'error',
  active: 'ok',
  frozen: 'accent',
  closed: 'muted',
  expired: 'muted',
  inactive: 'muted',
  authorized: 'warn',
  pending: 'warn',
  completed: 'ok',
  declined: 'error',
  canceled: 'muted',
};

export function statusColour(theme: Theme, status: string): string | undefined {
  const key = STATUS_COLOUR[status];
  const value = key ? theme[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function cardStatusLabel(status: string): string {
  return (STATUS_LABEL as Record<string, string>)[status] ?? status.toUpperCase();
}
