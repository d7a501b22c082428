import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../i18n/messages';
import { GroupCache, type Loaded } from './group-cache';
import { JSON_TYPE, type PreparedResponse, matchesEtag, prepareResponse } from './prepared-bytes';
import type { CacheGroup, CacheInvalidation } from './invalidation';
import type { FrontCaller, PreparedFront } from './prepared-front';

function varyWithLanguage(current: unknown): string {
  if (current === undefined) return 'Accept-Language';
  if (current === 'Origin') return 'Origin, Accept-Language';
  return `${String(current)}, Accept-Language`;
}

/** Sends prepared bytes, or 304 when the client already holds them. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedResponse,
  cacheControl: string,
): FastifyReply {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', cacheControl)
    .header('vary', varyWithLanguage(reply.getHeader('vary')));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, prepared.etag)) return reply.code(304).send();
  return reply.header('content-type', JSON_TYPE).send(prepared.body);
}

export interface PreparedOptions<K> {
  groups: readonly CacheGroup[];
  /** `no-cache` for public content (revalidated with the ETag), `private, no-cache` for a student's. */
  cacheControl: string;
  /** Kept keys per language (the oldest make room); 10,000 unless told. */
  maxEntries?: number;
  /** The response value in a language, or null when there is nothing under this key. */
  load(key: K, language: Language): Promise<Loaded<unknown> | null>;
  notFound(request: FastifyRequest): Error;
  /**
   * Lets the front answer this route's URLs before routing: `keyFor` gives the key a caller of a
   * URL answered under `routeKey` may be answered under from memory, or undefined when the route
   * must check them (it runs the route's access rule against what is in memory, nothing else).
   */
  early?: { front: PreparedFront; keyFor(caller: FrontCaller, routeKey: K): K | undefined };
}

class NothingThere extends Error {}

/** The `cache` label of every route's prepared bytes in the metrics. */
const PREPARED = 'prepared';

/**
 * One route's responses kept as bytes per key and language, serialised by the route's own compiled
 * 200 schema, dropped when the database announces a write to their groups. A hit allocates nothing
 * beyond the reply.
 */
export class PreparedResponses<K> {
  private readonly caches: Record<Language, GroupCache<K, PreparedResponse>>;

  constructor(
    hub: CacheInvalidation,
    private readonly options: PreparedOptions<K>,
  ) {
    this.caches = {
      en: new GroupCache(hub, options.groups, options.maxEntries, PREPARED),
      ru: new GroupCache(hub, options.groups, options.maxEntries, PREPARED),
      kk: new GroupCache(hub, options.groups, options.maxEntries, PREPARED),
    };
  }

  /**
   * Answers the request: on a hit at once and without a promise; on a miss by loading, keeping and
   * sending (the promise settles when the reply is finished; a failure rejects, as a thrown error).
   */
  send(request: FastifyRequest, reply: FastifyReply, key: K): void | Promise<void> {
    const kept = this.caches[request.language].peek(key);
    if (kept === undefined) return this.loadAndSend(request, reply, key);
    sendPrepared(request, reply, kept, this.options.cacheControl);
    this.teachFront(request, key);
  }

  private teachFront(request: FastifyRequest, routeKey: K): void {
    const { early } = this.options;
    if (early === undefined) return;
    early.front.learn(request, this.options.cacheControl, () => (caller) => {
      const key = early.keyFor(caller, routeKey);
      return key === undefined ? undefined : this.caches[caller.language].peek(key);
    });
  }

  private async loadAndSend(request: FastifyRequest, reply: FastifyReply, key: K): Promise<void> {
    const { language } = request;
    let prepared: PreparedResponse;
    try {
      prepared = await this.caches[language].load(key, async () => {
        const loaded = await this.options.load(key, language);
        if (loaded === null) throw new NothingThere();
        // The route's own compiled 200 serializer, so the bytes are those the route would send.
        return {
          value: prepareResponse(reply.serialize(loaded.value)),
          ...(loaded.validUntil !== undefined ? { validUntil: loaded.validUntil } : {}),
        };
      });
    } catch (error) {
      throw error instanceof NothingThere ? this.options.notFound(request) : error;
    }
    sendPrepared(request, reply, prepared, this.options.cacheControl);
    this.teachFront(request, key);
    await reply;
  }
}
