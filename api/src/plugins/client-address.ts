import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The one allowance shared by requests whose connection closed before their address was read. */
export const CLOSED_CONNECTION = 'closed-connection';

/**
 * The client's address as every limit counts it (after TRUST_PROXY), an IPv6 address by its /64 as
 * @fastify/rate-limit does. Once a client resets its connection the socket has no address left:
 * Fastify's `request.ip` answers undefined, so such requests share one key instead of failing.
 */
export function clientAddress(request: FastifyRequest): string {
  let ip: string | undefined;
  try {
    ip = request.ip;
  } catch {
    ip = undefined;
  }
  return ip ? normalizeIP(ip) : CLOSED_CONNECTION;
}
