// Session-wide safety state: read-only mode (from a flag or a profile, or forced on when the server
// answers 403 to a write) and the production guard (the first changing action of a session on a
// non-sandbox profile needs an extra confirmation naming the profile).
import { createListeners } from '../domain/index.js';

export interface SessionOptions {
  readonly profile: string;
  readonly baseUrl: string;
  /** True for the embedded sandbox or a profile that targets a test system: no production question. */
  readonly skipProductionQuestion: boolean;
  readonly readOnly?: boolean;
  /**
   * The target's name when its base URL changes from run to run (the embedded sandbox starts on a new
   * port each time: named by its database, as the journal names it). The audit trail records it as the
   * host, so a change of an earlier run is the same target's.
   */
  readonly place?: string;
}

export interface ReadOnlyState {
  readonly readOnly: boolean;
  /** Why: "--read-only", or the server's refusal that forced it. */
  readonly reason?: string;
}

export interface ActionSession {
  readonly profile: string;
  readonly baseUrl: string;
  /** The host of the base URL (or the target's place): what the audit trail records (never a path or a query). */
  readonly host: string;
  readonly skipProductionQuestion: boolean;
  readOnly(): ReadOnlyState;
  /** Turns read-only mode on (e.g. after a 403 on a write); the UI hides changing actions. */
  forceReadOnly(reason: string): void;
  /** True until the operator confirmed the profile, on a non-sandbox profile only. */
  needsProductionConfirmation(): boolean;
  /** The question the UI asks (names the profile). */
  productionPrompt(): string;
  confirmProduction(): void;
  /** Called whenever read-only mode or the confirmation changes. */
  subscribe(listener: () => void): () => void;
}

export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'unknown';
  }
}

export function createActionSession(opts: SessionOptions): ActionSession {
  let readOnly: ReadOnlyState = opts.readOnly
    ? { readOnly: true, reason: 'read-only mode is on (--read-only or the profile)' }
    : { readOnly: false };
  let confirmed = opts.skipProductionQuestion;
  const listeners = createListeners();
  const emit = (): void => listeners.emit();
  return {
    profile: opts.profile,
    baseUrl: opts.baseUrl,
    host: opts.place ?? hostOf(opts.baseUrl),
    skipProductionQuestion: opts.skipProductionQuestion,
    readOnly: () => readOnly,
    forceReadOnly(reason) {
      if (readOnly.readOnly && readOnly.reason === reason) return;
      readOnly = { readOnly: true, reason };
      emit();
    },
    needsProductionConfirmation: () => !confirmed,
    productionPrompt: () =>
      `You are about to change data on profile "${opts.profile}" (${hostOf(opts.baseUrl)}), which is not a sandbox. Continue?`,
    confirmProduction() {
      if (confirmed) return;
      confirmed = true;
      emit();
    },
    subscribe: listeners.add,
  };
}
