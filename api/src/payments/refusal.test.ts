import { lastRefusalDay, refusalDeadline } from './refusal';
import { minorUnits, signatureHeader, verifySignatureHeader } from './signature';

describe('refusal window', () => {
  it('closes at the end of the 14th calendar day after access, on the academy’s calendar (UTC+5)', () => {
    // 1 March 10:00 in Almaty: the window runs through 15 March, closing at 16 March 00:00 (+05).
    const access = new Date('2026-03-01T05:00:00Z');
    expect(refusalDeadline(access).toISOString()).toBe('2026-03-15T19:00:00.000Z');
    expect(lastRefusalDay(access)).toBe('2026-03-15');
  });

  it('counts days by the academy’s date, not UTC: 23:30 UTC is already the next day in Almaty', () => {
    const access = new Date('2026-03-01T23:30:00Z');
    expect(lastRefusalDay(access)).toBe('2026-03-16');
  });
});

describe('callback signatures', () => {
  const body = Buffer.from('{"type":"checkout.completed"}');
  const now = 1_800_000_000;

  it('verifies its own header and refuses another secret, other bytes or an old timestamp', () => {
    const header = signatureHeader('secret', now, body);
    expect(verifySignatureHeader('secret', header, body, now)).toBe('ok');
    expect(verifySignatureHeader('other', header, body, now)).toBe('signature');
    expect(verifySignatureHeader('secret', header, Buffer.from(`${body} `), now)).toBe('signature');
    expect(verifySignatureHeader('secret', header, body, now + 301)).toBe('stale');
    expect(verifySignatureHeader('secret', undefined, body, now)).toBe('signature');
    expect(verifySignatureHeader('secret', 'v1=abc', body, now)).toBe('signature');
  });

  it('reads amounts to minor units', () => {
    expect(minorUnits('220000.00')).toBe(22_000_000n);
    expect(minorUnits('220000')).toBe(22_000_000n);
    expect(minorUnits('0.5')).toBe(50n);
    expect(minorUnits('1e5')).toBeNull();
    expect(minorUnits('-1')).toBeNull();
  });
});
