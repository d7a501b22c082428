import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@academy/contract/notifications';

/**
 * The one-click unsubscribe link's secret part (RFC 8058, docs/decisions/0167): the person, the kind,
 * and a MAC under a key of its own. It signs nobody in and changes one thing: the mails of that kind
 * stop. It carries no code and no session token, and does not expire (a mail read a year later still
 * unsubscribes).
 */
const MAC_LENGTH = 22;

function mac(key: Buffer, userId: number, kind: NotificationKind): string {
  return createHmac('sha256', key)
    .update(`unsubscribe\n${userId}\n${kind}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

export function unsubscribeToken(key: Buffer, userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

/** The person and kind a token names; null for anything that is not a token this key made. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: NotificationKind } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as NotificationKind;
  if (userId > 2147483647 || !NOTIFICATION_KINDS.includes(kind)) return null;
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(mac(key, userId, kind));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
}
