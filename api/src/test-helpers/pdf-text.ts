import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF and its page count, read by pdfjs-dist in a child process (read-pdf-text.mjs). */
export function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'read-pdf-text.mjs')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-text failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { pages: number; text: string });
      },
    );
    child.stdin?.end(pdf);
  });
}
