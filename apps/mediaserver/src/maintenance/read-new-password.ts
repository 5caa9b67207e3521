/**
 * The new password for `--reset-admin-password`: typed twice at a terminal without echo, or the first line of
 * standard input when it is a pipe (`printf '%s\n' "$PASSWORD" | ...`), so that it never appears in the
 * process list or the shell history.
 */
import { ResetRefused } from './reset-admin-password.ts';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = ['\u007f', '\b'];

/** Reads one line from the terminal without showing it. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stdin.setRawMode(true);
  stderr.write(prompt);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === CTRL_C || ch === CTRL_D) return finish(new ResetRefused('Cancelled; nothing changed.'));
        if (ch === '\r' || ch === '\n') return finish();
        if (BACKSPACE.includes(ch)) typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const line = await firstLineOfInput();
    if (!line) throw new ResetRefused('No password on standard input; nothing changed.');
    return line;
  }
  const first = await readHidden('New password for the system owner: ');
  const again = await readHidden('The same password again: ');
  if (first !== again) throw new ResetRefused('The two passwords differ; nothing changed.');
  return first;
}
