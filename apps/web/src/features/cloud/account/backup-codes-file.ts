/** Backup codes as the user keeps them: a text file to download, or a page to print. */
import { saveBlobAs } from '../../../ui/save-file.ts';

export const BACKUP_CODES_FILE_NAME = 'argus-backup-codes.txt';

export function backupCodesText(title: string, email: string, codes: readonly string[]): string {
  return `${title} — ${email}\n\n${codes.join('\n')}\n`;
}

/** Saves the text as a file through a temporary link (no server round trip: the codes are shown only now). */
export function downloadText(fileName: string, text: string): void {
  saveBlobAs(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}

/** Prints the text alone, in a window of its own (the page around the codes is not printed). */
export function printText(title: string, text: string): void {
  const win = window.open('', '_blank', 'width=480,height=640');
  if (!win) return;
  const pre = win.document.createElement('pre');
  pre.textContent = text;
  pre.style.fontSize = '14pt';
  win.document.title = title;
  win.document.body.append(pre);
  win.focus();
  win.print();
  win.close();
}
