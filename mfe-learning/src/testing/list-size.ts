/**
 * jsdom lays nothing out: every element is 0 px high, so a virtualised list would draw no row. As
 * TanStack Virtual's docs suggest for tests, the scroll box is given a height and each row a
 * measured height here (decision 0707).
 */
/** Three rows in view: with the overscan, fewer than PREFETCH_ROWS from the end of a first page. */
export const VIEWPORT_HEIGHT = 360;
export const ROW_HEIGHT = 120;

export function giveListSize(viewport = VIEWPORT_HEIGHT, row = ROW_HEIGHT): void {
  giveScrollTo();
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'region' ? viewport : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-index') ? row : 0;
  });
}

/** jsdom has no Element.scrollTo: the virtualizer scrolls through it (a new query, a place kept). */
export function giveScrollTo(): void {
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    // A browser fires the scroll event later, never inside the render that scrolled.
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as HTMLElement['scrollTo'];
}
