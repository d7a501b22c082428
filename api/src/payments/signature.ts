import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `<timestamp>.<body>` as lower-case hex (the scheme Stripe and the sandbox use). */
export function signPayload(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** `t=<unix seconds>,v1=<hex>`: the header value a callback carries. */
export function signatureHeader(secret: string, timestamp: number, body: string | Buffer): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;
}

export type SignatureCheck = 'ok' | 'signature' | 'stale';

/**
 * Verifies a `t=…,v1=…` header in constant time; a timestamp further than
 * `toleranceSeconds` from now is refused, so an old captured callback cannot be replayed later.
 */
export function verifySignatureHeader(
  secret: string,
  header: string | undefined,
  body: Buffer,
  nowSeconds: number,
  toleranceSeconds = 300,
): SignatureCheck {
  if (!header || header.length > 512) return 'signature';
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'signature';
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'signature';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}

/** "220000.00" -> 22000000n minor units; null for anything that is not a plain decimal. */
export function minorUnits(amount: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
