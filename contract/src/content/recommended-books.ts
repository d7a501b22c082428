/**
 * The four recommended books of the course page (docs/product/public-pages.md, "Recommended reading"):
 * one definition for the seed, which stores them and their covers for GET /courses/books/, and for the
 * front end, which shows them when a backend does not serve that call (docs/decisions/0211). No
 * imports, so a browser bundle can take it as it is.
 */

export interface RecommendedBook {
  title: string;
  author: string;
  /** Where the book's card leads: a library catalogue search for the title. */
  link: string;
}

const catalogueSearch = (title: string) =>
  `https://search.worldcat.org/search?q=${encodeURIComponent(title)}`;

export const RECOMMENDED_BOOKS: readonly RecommendedBook[] = [
  { title: 'International Commercial Arbitration', author: 'Gary B. Born' },
  {
    title: 'Redfern and Hunter on International Arbitration',
    author: 'Nigel Blackaby, Constantine Partasides',
  },
  {
    title: 'Fouchard Gaillard Goldman on International Commercial Arbitration',
    author: 'Emmanuel Gaillard, John Savage',
  },
  {
    title: 'Principles of International Investment Law',
    author: 'Rudolf Dolzer, Ursula Kriebaum, Christoph Schreuer',
  },
].map((book) => ({ ...book, link: catalogueSearch(book.title) }));

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The cover of the `index`-th book: title and author on a coloured board (an SVG document, 300 × 450). */
export function bookCoverSvg(book: Pick<RecommendedBook, 'title' | 'author'>, index: number): string {
  const hue = 200 + index * 40;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">` +
    `<rect width="300" height="450" fill="hsl(${hue} 50% 25%)"/><rect x="20" y="20" width="260" height="410" fill="none" stroke="#d8b45c" stroke-width="3"/>` +
    `<foreignObject x="36" y="60" width="228" height="330"><div xmlns="http://www.w3.org/1999/xhtml" style="font-family:Georgia,serif;color:#fff">` +
    `<p style="font-size:26px;line-height:1.25">${escapeXml(book.title)}</p><p style="font-size:16px;color:#d8b45c">${escapeXml(book.author)}</p></div></foreignObject></svg>`
  );
}
