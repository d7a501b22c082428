import type { PasswordHasher } from './auth/password-hashing';
import type { TokenService } from './auth/tokens';
import type { GroupCache } from './cache/group-cache';
import type { CacheInvalidation } from './cache/invalidation';
import type { PreparedFront } from './cache/prepared-front';
import type { StudentStandings } from './cache/student-standings';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Language } from './i18n/messages';
import type { AppMetrics } from './metrics/app-metrics';
import type { JobQueue } from './jobs/queue';
import type { DevOutbox, Mailer } from './mail/mailer';
import type { Readiness } from './readiness';
import type { ExtensionPoints } from './seams/extension-points';
import type { StudentRow } from './repositories/users';
import type { MediaStorage } from './storage/media-storage';
import type { TranslationService } from './translation/translation-service';

/** Everything a route needs, built once per app. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Set when mails go to the dev outbox instead of SMTP. */
  outbox: DevOutbox | null;
  /** Durable background work: every mail is a job queued with the change that causes it (jobs/queue.ts). */
  jobs: JobQueue;
  storage: MediaStorage;
  now: () => Date;
  /** The database's announcements of writes, which every cache below is dropped by. */
  cache: CacheInvalidation;
  /** Course content (courses, curriculum, seminars, people, books). */
  contentCache: GroupCache<string, unknown>;
  /** Questions and answers with their authors. */
  qaCache: GroupCache<string, unknown>;
  /** Each signed-in student's account and enrolments. */
  standings: StudentStandings;
  /** Answers prepared bytes before routing, for the URLs routes have taught it. */
  front: PreparedFront;
  extensions: ExtensionPoints;
  /** Keys derived from JWT_SECRET, one per use, so no two features share a key. */
  secrets: { codes: Buffer; media: Buffer; unsubscribe: Buffer; calendarFeeds: Buffer };
  /** Course-text translation: PostgreSQL cache, then the configured provider. */
  translation: TranslationService;
  /**
   * The checks of GET /ready: each part this instance needs registers one (database here, Redis in
   * plugins/rate-limits.ts); not ready from the first moment of a shutdown (docs/decisions/0173).
   */
  readiness: Readiness;
  /** The Prometheus series (docs/decisions/0164); null unless METRICS_PORT is set. */
  metrics: AppMetrics | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    academy: AppContext;
  }
  interface FastifyRequest {
    language: Language;
    /** User id from a valid bearer access token, or null when none was sent. */
    tokenUserId: number | null;
    /** The token version the bearer access token was issued under. */
    tokenVersion: number;
    /** The signed-in student, loaded by the requireStudent hook. */
    student: StudentRow | null;
  }
}
