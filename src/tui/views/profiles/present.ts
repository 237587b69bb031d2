// The chooser's rows, pure: what tells the profiles apart, and why one cannot be chosen.
import { safe } from '../../text.js';
import type { ProfileChoice } from './switcher.js';

/** One row: name, host, org, then what the operator must know before choosing it. */
export function profileRow(choice: ProfileChoice, shown: string): string {
  const notes = [
    choice.production ? 'looks like production' : '',
    choice.readOnly ? 'read-only' : '',
    choice.missing.length > 0 ? `credentials missing: ${choice.missing.join(', ')}` : '',
    choice.name === shown ? '(shown)' : '',
  ].filter((n) => n !== '');
  return [safe(choice.name), safe(choice.host), `org ${safe(choice.org ?? '-')}`, ...notes].join('  ');
}

/** Why Enter on this row does nothing, else undefined. */
export function switchRefusal(choice: ProfileChoice | undefined, shown: string): string | undefined {
  if (!choice) return 'no profile under the cursor';
  if (choice.name === shown) return `${safe(choice.name)} is the profile shown`;
  return choice.refusal;
}
