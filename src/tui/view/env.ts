// The presentation's inputs from a running console: the state now, and the services it started with.
import type { AppState } from '../../store/index.js';
import type { ViewEnv, ViewServices } from './types.js';

export function envOf(services: ViewServices, state: AppState, now: number): ViewEnv {
  return { ...services, state, now };
}
