// Reads a secret from the terminal without echoing it.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export async function promptSecret(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  output.write(question);
  // A muted output: readline would otherwise echo every typed character.
  const muted = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = createInterface({ input, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    output.write('\n');
  }
}
