// What every component may read: the store, the theme and the clock. Never the API.
import { createContext, useContext } from 'react';
import type { AppStore } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import type { BulkSession } from '../bulk/state.js';
import type { SecretBox } from '../forms/secret-box.js';
import type { Theme } from '../theme.js';

export interface ConsoleContextValue {
  readonly store: AppStore;
  readonly theme: Theme;
  readonly now: () => number;
  /** Revealed credentials, for the reveal box only. */
  readonly secrets?: SecretBox;
  /** Bulk plans awaiting a yes (the jobs view draws the open one). */
  readonly bulk?: BulkSession;
  readonly osc52?: boolean;
  /** The card index, for the header's progress and the search results. */
  readonly index?: CardIndex;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('ConsoleContext missing: render inside <App>');
  return value;
}
