import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CAP_WINDOW_MS } from '../auth/email-codes';
import { sweepCodes } from '../repositories/codes';
import { sweepBlacklist } from '../repositories/tokens';
import { sweepTranslations } from '../repositories/translations';
import { sweepOrphanMedia } from '../storage/orphan-media';
import { servedTexts } from '../translation/served-texts';

/**
 * Deletes what no longer counts for anything, every SWEEP_INTERVAL_SECONDS: codes and failed entries
 * older than the daily cap's window, revoked tokens past their own expiry, cached translations past
 * TRANSLATION_CACHE_DAYS or of texts no longer served, and files in any media folder that no row
 * names (storage/orphan-media.ts). Several processes may sweep at once; the deletes do not conflict.
 */
async function sweeperPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  if (ctx.config.sweepIntervalMs <= 0) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const now = ctx.now();
      const codes = await sweepCodes(ctx.db, new Date(now.getTime() - CAP_WINDOW_MS));
      const tokens = await sweepBlacklist(ctx.db, now);
      if (codes + tokens > 0) app.log.info({ codes, tokens }, 'swept expired codes and revoked tokens');
      // Translations expire, and those of texts no longer served go (docs/decisions/0150).
      const cutoff = new Date(now.getTime() - ctx.config.translation.cacheMs);
      const translations = await sweepTranslations(ctx.db, cutoff, await servedTexts(ctx));
      if (translations > 0) app.log.info({ translations }, 'swept expired translations');
      // File times come from the system clock; the app's may be moved (the development clock).
      const files = await sweepOrphanMedia(ctx, new Date());
      if (files > 0) app.log.info({ files }, 'removed media files no row names');
    } catch (error) {
      app.log.warn({ err: error }, 'sweep failed; the next one will try again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), ctx.config.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(sweeperPlugin, { name: 'academy-sweeper', dependencies: ['academy-context'] });
