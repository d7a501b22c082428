// Prints the text of a PDF read from standard input, one page after another, as pdfjs-dist reads
// it: the tests' proof that a generated PDF carries what a reader (or a search) finds in it.
// Run as a child process because pdfjs-dist is an ES module that jest's CommonJS runtime cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
}
process.stdout.write(JSON.stringify({ pages: document.numPages, text: pages.join('\n') }));
