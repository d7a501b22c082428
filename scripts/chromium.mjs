/**
 * Debian's Chromium and the flags it needs on this closed network (without the
 * networking flags it stalls on connections it cannot make). Used by the
 * benchmark scripts; the browser tests pass the same flags in e2e/.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
