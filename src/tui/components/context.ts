// What every component may read: the store, the clock and the services views read (the theme, the
// registry of views, jobs, the secret box, the card index...). Never the API.
import { createContext, useContext } from 'react';
import type { AppStore } from '../../store/index.js';
import type { ViewServices } from '../view/types.js';

export interface ConsoleContextValue extends ViewServices {
  readonly store: AppStore;
  readonly now: () => number;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('ConsoleContext missing: render inside <App>');
  return value;
}
