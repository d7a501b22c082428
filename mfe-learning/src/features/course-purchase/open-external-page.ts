/** Sends the browser to another site (the payment provider's card page); the page is left for good. */
export function openExternalPage(url: string): void {
  window.location.assign(url);
}
