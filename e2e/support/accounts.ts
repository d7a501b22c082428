import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { API_BASE_URL } from './site-config';

export interface Account {
  email: string;
  password: string;
  access: string;
  refresh: string;
}

let counter = 0;

/** A fresh, verified student: registered through the API, the code read from the dev outbox. */
export async function registerStudent(request: APIRequestContext, label: string): Promise<Account> {
  counter += 1;
  const email = `${label}-${Date.now()}-${counter}@example.test`;
  const password = 'Tribunal-Seat-2026';
  const registered = await request.post(`${API_BASE_URL}/student/auth/register/`, {
    data: { email, password1: password, password2: password },
  });
  expect(registered.status(), 'registration is accepted').toBe(201);
  const outbox = await request.get(`${API_BASE_URL}/__dev/outbox`, { params: { to: email } });
  const [mail] = (await outbox.json()) as { text: string }[];
  const code = /^\s*(\d{4})\s*$/m.exec(mail?.text ?? '')?.[1];
  expect(code, 'the verification mail carries a 4-digit code').toBeTruthy();
  const verified = await request.post(`${API_BASE_URL}/student/auth/verify-email/`, {
    data: { email, code },
  });
  expect(verified.status(), 'the code verifies the address').toBe(200);
  const tokens = (await verified.json()) as { access: string; refresh: string };
  return { email, password, ...tokens };
}

/** Status of a sign-in through the API (200 with tokens, 401 refused). */
export async function signInStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: { email, password } });
  return response.status();
}

/** Leaves the tokens where the site keeps them, once per tab: a reload keeps what the site stored since (new tokens, or none after log-out). */
export async function storeTokens(page: Page, account: Pick<Account, 'access' | 'refresh'>): Promise<void> {
  await page.addInitScript(
    ([token, refreshToken]) => {
      if (window.sessionStorage.getItem('e2e-tokens-stored')) return;
      window.sessionStorage.setItem('e2e-tokens-stored', '1');
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    [account.access, account.refresh] as const,
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG (RGB, 8 bits), one colour, for photo uploads; `noise` makes it large (it barely compresses). */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
  noise = false,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const noisyRow = () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => (noise ? noisyRow() : row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The seed's demo instructor (README); E2E_INSTRUCTOR_EMAIL and E2E_INSTRUCTOR_PASSWORD name another. */
export const DEMO_INSTRUCTOR = {
  email: process.env.E2E_INSTRUCTOR_EMAIL ?? 'instructor@academy.test',
  password: process.env.E2E_INSTRUCTOR_PASSWORD ?? 'Teaching-2026',
};

/** The demo instructor's tokens, signed in through the API. */
export async function demoInstructorTokens(
  request: APIRequestContext,
): Promise<{ access: string; refresh: string }> {
  const response = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: DEMO_INSTRUCTOR });
  expect(response.status(), 'the demo instructor can sign in').toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}
