import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CAP_WINDOW_MS } from '../auth/email-codes';
import { sweepCodes } from '../repositories/codes';
import { sweepBlacklist } from '../repositories/tokens';
import { sweepTranslations } from '../repositories/translations';
import { sweepOrphanMedia } from '../storage/orphan-media';
import { servedTexts } from '../translation/served-texts';

/**
 * Deletes what no longer counts for anything, once per SWEEP_INTERVAL_SECONDS across all instances:
 * codes and failed entries older than the daily cap's window, revoked tokens past their own expiry,
 * cached translations past TRANSLATION_CACHE_DAYS or of texts no longer served, and files in any media
 * folder that no row names (storage/orphan-media.ts). Every instance's timer asks for the period's
 * sweep; the job queue keeps one job per period, which one instance runs (docs/decisions/0154).
 */
async function sweeperPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  if (ctx.config.sweepIntervalMs <= 0) return;
  const stop = await ctx.jobs.everyPeriod(
    'sweep',
    ctx.config.sweepIntervalMs,
    async () => {
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
    },
    {
      onAskFailed: (error) =>
        app.log.warn({ err: error }, 'sweep not queued; the next period will ask again'),
    },
  );
  app.addHook('onClose', async () => stop());
}

export default fp(sweeperPlugin, { name: 'academy-sweeper', dependencies: ['academy-context'] });
