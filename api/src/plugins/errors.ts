import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../db/database';
import { MediaStorageUnavailable } from '../storage/media-storage';
import { ApiError } from '../errors';
import { type Language, type MessageKey, translate } from '../i18n/messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const [first = ''] = issue.instancePath.split('/').filter((part) => part.length > 0);
  return first || 'non_field_errors';
}

function messageOf(issue: ValidationIssue, field: string, language: Language, value: unknown): string {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translate(language, key, params);
  switch (issue.keyword) {
    case 'required':
      return say('required');
    case 'type':
      if (field === 'non_field_errors') {
        return say('invalidData', {
          type: Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value,
        });
      }
      if (issue.params.type === 'array')
        return say('notAList', {
          // Python's type names, as DRF writes them.
          type:
            value === null
              ? 'NoneType'
              : typeof value === 'object'
                ? 'dict'
                : typeof value === 'string'
                  ? 'str'
                  : typeof value === 'number'
                    ? 'int'
                    : typeof value,
        });
      if (issue.params.type === 'integer') return say('notInteger');
      if (issue.params.type === 'boolean') return say('notBoolean');
      return issue.params.type === 'number' ? say('notNumber') : say('notString');
    case 'minLength':
      return say('blank');
    case 'maxLength':
      return say('maxLength', { max: Number(issue.params.limit) });
    case 'format':
      return issue.params.format === 'email' ? say('invalidEmail') : say('notString');
    case 'pattern':
      if (field !== 'code') return say('notString');
      return String(issue.params.pattern).includes('{8}') ? say('codeFormatRecovery') : say('codeFormat');
    case 'enum':
      return say('invalidChoice', { value: typeof value === 'string' ? value : JSON.stringify(value) });
    case 'maxItems':
      return say('maxItems', { max: Number(issue.params.limit) });
    case 'minimum':
      return say('minValue', { min: Number(issue.params.limit) });
    case 'maximum':
      return say('maxValue', { max: Number(issue.params.limit) });
    default:
      return say('notString');
  }
}

/** Turns ajv's report into DRF's {"field": ["message"]} body, one list per field. */
export function validationBody(
  issues: ValidationIssue[],
  language: Language,
  input: unknown,
): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    const value =
      field === 'non_field_errors'
        ? input
        : typeof input === 'object' && input !== null
          ? (input as Record<string, unknown>)[field]
          : undefined;
    const message = messageOf(issue, field, language, value);
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return body;
}

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's and the streams' codes for a connection the client closed before the body ended. */
const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * The client went away mid-request (a cancelled upload: the browser drops the connection, Node
 * raises "aborted" with ECONNRESET on the request stream, and the multipart reader or the file
 * pipeline fails with it). Nobody is left to answer; src/storage/media-storage.ts removes the part file.
 */
function abortedByClient(error: unknown, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    request.raw.readableAborted ||
    (typeof code === 'string' && ABORT_CODES.has(code) && request.raw.destroyed)
  );
}

function send(reply: FastifyReply, statusCode: number, body: Record<string, unknown>) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(
    (
      error: FastifyError | ApiError | DatabaseUnavailableError | MediaStorageUnavailable,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const language = request.language ?? 'en';
      if (abortedByClient(error, request)) {
        request.log.info({ code: (error as { code?: unknown }).code }, 'request aborted by the client');
        // Nothing can be sent on a closed connection; hijacking stops Fastify trying (and logging that).
        reply.hijack();
        if (!reply.raw.destroyed) reply.raw.destroy();
        return;
      }
      if (error instanceof DatabaseUnavailableError) {
        request.log.error({ err: error.reason }, 'database unavailable');
        // A restart or failover is over in seconds; clients that honour the header come back then.
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, { detail: translate(language, 'serviceUnavailable') });
      }
      if (error instanceof MediaStorageUnavailable) {
        request.log.error({ err: error.reason }, 'media storage unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, { detail: translate(language, 'serviceUnavailable') });
      }
      if (error instanceof ApiError) {
        reply.headers(error.headers);
        return send(reply, error.statusCode, error.body);
      }
      if (error.validation) {
        const context = error.validationContext;
        const input =
          context === 'params' ? request.params : context === 'querystring' ? request.query : request.body;
        return send(reply, 400, validationBody(error.validation as ValidationIssue[], language, input));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return send(reply, 400, { detail: translate(language, 'jsonParse', { reason: error.message }) });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(reply, 415, {
            detail: translate(language, 'unsupportedMedia', {
              type: String(request.headers['content-type'] ?? ''),
            }),
          });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
        case 'FST_REQ_FILE_TOO_LARGE':
          return send(reply, 413, { detail: error.message });
        case 'FST_ERR_RATE_LIMIT_EXCEEDED':
          break;
        default:
          break;
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
        return send(reply, 429, { detail: translate(language, 'throttled', { seconds: retryAfter }) });
      }
      if (status >= 400 && status < 500) {
        // Any other malformed request (bad multipart, bad header) is the client's mistake: say so, never 500.
        return send(reply, status, { detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { detail: translate(language, 'serverError') });
    },
  );

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { detail: translate(request.language ?? 'en', 'notFound') }),
  );
}

export default fp(errorsPlugin, { name: 'academy-errors' });
