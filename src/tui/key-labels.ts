// How a key name is written for people (help, footer, palette): apart from the keymap so that the
// help text can name keys without importing the command table's resolver (no import cycle).
const KEY_LABELS: Readonly<Record<string, string>> = {
  up: 'Up',
  down: 'Down',
  pgup: 'PgUp',
  pgdn: 'PgDn',
  enter: 'Enter',
  esc: 'Esc',
  tab: 'Tab',
  'shift+tab': 'S-Tab',
  'ctrl+c': 'ctrl+c',
  backspace: 'BkSp',
  home: 'Home',
  end: 'End',
  space: 'Space',
  left: 'Left',
  right: 'Right',
};

export function keyLabel(name: string): string {
  return KEY_LABELS[name] ?? name;
}
