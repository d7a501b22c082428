import { createHash } from 'node:crypto';

// Shared by the routes' prepared responses and the front that answers before routing, so neither imports the other.

/** A response body serialised once, with its strong validator. */
export interface PreparedResponse {
  body: Buffer;
  etag: string;
}

export function prepareResponse(serialized: string | Buffer | ArrayBuffer): PreparedResponse {
  const body =
    typeof serialized === 'string'
      ? Buffer.from(serialized, 'utf8')
      : Buffer.isBuffer(serialized)
        ? serialized
        : Buffer.from(serialized);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** True when an If-None-Match header names this entity tag (or is `*`); weak tags compare too. */
export function matchesEtag(header: string, etag: string): boolean {
  if (header === etag) return true;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
