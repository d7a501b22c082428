import http from 'node:http';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { plainBearerToken } from '../auth/tokens';
import { CORS_EXPOSED_HEADERS } from '../cors';
import type { Language } from '../i18n/messages';
import { JSON_TYPE, type PreparedResponse, matchesEtag } from './prepared-bytes';

/** Who is asking, as far as an answer from memory needs to know. */
export interface FrontCaller {
  readonly language: Language;
  /** The access token's account, null without a token. */
  readonly userId: number | null;
  readonly tokenVersion: number;
}

/**
 * One URL's bytes from memory for a caller, or undefined when only the full route can answer (the
 * bytes were dropped, the caller's standing is not in memory or does not allow it).
 */
export type FrontAnswerer = (caller: FrontCaller) => PreparedResponse | undefined;

interface Learned {
  answer: FrontAnswerer;
  cacheControl: string;
  /** The pattern of the route that taught it, for the metrics. */
  route: string;
}

const EXPOSED_HEADERS = CORS_EXPOSED_HEADERS.join(', ');

/** What the front needs from the app, known once its plugins are registered. */
export interface FrontSetup {
  logger: FastifyBaseLogger;
  /** The security headers every response carries. */
  securityHeaders: Readonly<Record<string, string>>;
  /** The CORS origins @fastify/cors is registered with. */
  corsOrigins: readonly string[];
  /** An access token's claims, or null when it is not a valid access token now. */
  readAccessToken(token: string): { user_id: number; ver?: number } | null;
  /** The language an Accept-Language header asks for. */
  languageOf(header: string | undefined): Language;
  /** Told of each request answered here, as the metrics' onResponse hook is of Fastify's (decision 0165). */
  answered?(method: string, route: string, statusCode: number, seconds: number): void;
}

type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** The server options of Fastify's that its own server factory applies. */
interface ServerOptions {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

const VARY = 'Origin, Accept-Language';

/**
 * Answers the GETs whose bytes are prepared in memory before Fastify routes them, and hands every
 * other request to Fastify unchanged (decision 0122).
 *
 * A URL is answered here only after Fastify's route answered it with prepared bytes and taught the
 * front how (`learn`): the route's answerer peeks the same caches the route reads and applies the
 * same access rule, so a dropped entry, a revoked standing or an unknown caller falls through to the
 * route, which loads, checks and answers as always. The front adds what Fastify's hooks add to such
 * a response (the security headers, CORS, Vary, the ETag's 304, the one-line request log with a
 * request id from the same counter) and anything unusual (a query string, HEAD, another method, an
 * Authorization header that is not a plain valid bearer token, a closing server) goes to Fastify.
 * `prepared-front.test.ts` compares both paths header by header.
 */
export class PreparedFront {
  private readonly learned = new Map<string, Learned>();
  private setup: FrontSetup | null = null;
  private staticHeaders: string[] = [];
  private anyOrigin = false;
  private closing = false;
  private requests = 0;
  /** Requests answered here rather than by Fastify (for tests and diagnostics). */
  answered = 0;

  constructor(private readonly maxUrls = 10_000) {}

  /** Fastify's `genReqId`, so ids stay unique across both paths. */
  readonly nextRequestId = (): string => `req-${(this.requests++).toString(36)}`;

  /** Starts answering (before this every request goes to Fastify). */
  open(setup: FrontSetup): void {
    this.setup = setup;
    this.staticHeaders = Object.entries(setup.securityHeaders).flat();
    this.anyOrigin = setup.corsOrigins.includes('*');
  }

  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void {
    this.closing = true;
  }

  /**
   * Called by a route that has just answered a GET with prepared bytes: later requests for the very
   * same URL (no query string) are answered by `answerer` while it can.
   */
  learn(request: FastifyRequest, cacheControl: string, answerer: () => FrontAnswerer): void {
    if (this.setup === null || request.method !== 'GET') return;
    const { url } = request;
    if (url.includes('?') || this.learned.has(url)) return;
    // The oldest URL makes room (maps iterate in insertion order), so odd spellings cannot grow it.
    if (this.learned.size >= this.maxUrls) {
      const oldest = this.learned.keys().next();
      if (!oldest.done) this.learned.delete(oldest.value);
    }
    this.learned.set(url, { answer: answerer(), cacheControl, route: request.routeOptions.url ?? url });
  }

  /** Fastify's `serverFactory`: its own HTTP/1 server, with the front before its handler. */
  readonly serverFactory = (fastify: RequestHandler, options: ServerOptions): http.Server => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      let answered: boolean;
      try {
        answered = this.answer(request, response);
      } catch (error) {
        // A fault here must not take the process down: Fastify answers unless bytes already left.
        this.setup?.logger.error({ err: error }, 'answering from prepared bytes failed');
        answered = response.headersSent;
      }
      if (!answered) fastify(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** True when the request was answered from memory. */
  private answer(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const { setup } = this;
    if (setup === null || this.closing || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const learned = this.learned.get(url);
    if (learned === undefined) return false;
    const started = performance.now();
    const { headers } = request;

    let userId: number | null = null;
    let tokenVersion = 0;
    const authorization = headers.authorization;
    if (authorization !== undefined) {
      const token = plainBearerToken(authorization);
      const claims = token === null ? null : setup.readAccessToken(token);
      if (claims === null) return false;
      userId = claims.user_id;
      tokenVersion = claims.ver ?? 0;
    }
    const prepared = learned.answer({
      language: setup.languageOf(headers['accept-language']),
      userId,
      tokenVersion,
    });
    if (prepared === undefined) return false;

    const out = this.staticHeaders.slice();
    const { origin } = headers;
    // As @fastify/cors writes them for a route (app.ts): the origin if allowed, the headers a page may read.
    if (this.anyOrigin) out.push('access-control-allow-origin', '*');
    else if (origin !== undefined && setup.corsOrigins.includes(origin))
      out.push('access-control-allow-origin', origin);
    out.push('access-control-expose-headers', EXPOSED_HEADERS);
    out.push('vary', VARY, 'etag', prepared.etag, 'cache-control', learned.cacheControl);
    const ifNoneMatch = headers['if-none-match'];
    let statusCode = 200;
    if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, prepared.etag)) {
      statusCode = 304;
      response.writeHead(304, out);
      response.end();
    } else {
      out.push('content-type', JSON_TYPE, 'content-length', String(prepared.body.length));
      response.writeHead(200, out);
      response.end(prepared.body);
    }
    this.answered += 1;
    const responseTime = performance.now() - started;
    setup.answered?.('GET', learned.route, statusCode, responseTime / 1000);
    setup.logger.info(
      { reqId: this.nextRequestId(), method: 'GET', url, statusCode, responseTime },
      'request completed',
    );
    return true;
  }
}
