// A view's title line: accent colour, bold, inverse where colours are on; cut to the width.
import { truncate } from '../text.js';
import { PlainLine } from './Line.js';
import { useConsole } from './context.js';

export function Title({ text, width }: { text: string; width: number }) {
  const { theme } = useConsole();
  return <PlainLine text={truncate(text, width)} bold color={theme.accent} inverse={theme.inverse} />;
}
