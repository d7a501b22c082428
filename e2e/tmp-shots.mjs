import { chromium } from 'playwright';
const paths = (process.env.PATHS ?? '/').split(',');
const base = process.env.BASE ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [375, 1280]) {
  for (const js of (process.env.MODES ?? 'nojs,js').split(',')) {
    const ctx = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: js === 'js' });
    const page = await ctx.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'load' });
      if (js === 'js') await page.waitForTimeout(3000);
      const name = `/tmp/shots/${p.replace(/\//g, '_') || '_'}-${width}-${js}.png`;
      await page.screenshot({ path: name });
      console.log(name);
    }
    await ctx.close();
  }
}
await browser.close();
