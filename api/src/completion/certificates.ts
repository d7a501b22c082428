import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { recordEvent } from '../notifications/fan-out';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByNumber,
  insertCertificate,
} from '../repositories/certificates';
import { findUserById } from '../repositories/users';
import type { CertificateBody, PublicCertificateBody } from '@academy/contract/completion';
import { ACADEMY_UTC_OFFSET_MS } from '../rules/academy-clock';
import { checklist } from './requirements';

/**
 * Certificates (decision 0703): issued once every requirement is met, one per student and course
 * however many requests race (a unique constraint and ON CONFLICT), numbered AIA-<year>-XXXX-XXXX
 * with eight random characters (40 bits), verifiable by anyone at SITE_URL/certificates/{number}.
 */

/** Crockford's base 32: no I, L, O or U, so a number read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_NUMBER = /^AIA-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function certificateNumber(issuedAt: Date): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `AIA-${issueDay(issuedAt).slice(0, 4)}-${part()}-${part()}`;
}

export interface CertificateLinks {
  siteUrl: string;
  publicUrl: string;
}

/** The day of issue on the academy's calendar (UTC+5), YYYY-MM-DD. */
export const issueDay = (issuedAt: Date) =>
  new Date(new Date(issuedAt).getTime() + ACADEMY_UTC_OFFSET_MS).toISOString().slice(0, 10);

export const verificationUrl = (siteUrl: string, number: string) =>
  `${siteUrl.replace(/\/+$/, '')}/certificates/${encodeURIComponent(number)}`;

export function certificateBody(row: CertificateRow, links: CertificateLinks): CertificateBody {
  return {
    number: row.number,
    course: row.course_id,
    student_name: row.student_name,
    course_title: row.course_title,
    issued_at: new Date(row.issued_at).toISOString(),
    status: row.revoked_at === null ? 'valid' : 'revoked',
    verification_url: verificationUrl(links.siteUrl, row.number),
    download_url: `${links.publicUrl.replace(/\/+$/, '')}/courses/student/${row.course_id}/certificate/pdf/`,
  };
}

export type IssueOutcome =
  | { kind: 'issued'; certificate: CertificateRow; created: boolean }
  | { kind: 'requirements_not_met' }
  | { kind: 'name_required' };

/**
 * The student's certificate: the one they hold, or a new one when every requirement is met and the
 * profile has a name to print. Parallel requests issue one certificate; each answers it.
 */
export async function issueCertificate(
  db: Database,
  jobs: JobQueue,
  request: { userId: number; courseId: number; now: Date },
): Promise<IssueOutcome> {
  const held = await findCertificate(db, request.userId, request.courseId);
  if (held) return { kind: 'issued', certificate: held, created: false };
  if (!(await checklist(db, request.courseId, request.userId)).eligible)
    return { kind: 'requirements_not_met' };
  const student = await findUserById(db, request.userId);
  const name = `${student?.first_name.trim() ?? ''} ${student?.last_name.trim() ?? ''}`.trim();
  if (!student?.first_name.trim() || !student.last_name.trim()) return { kind: 'name_required' };
  // A number already taken (one in a trillion) is drawn again; a certificate issued meanwhile wins.
  for (let draw = 0; draw < 5; draw += 1) {
    // The holder is told in the issue's transaction (notifications/fan-out.ts).
    const inserted = await db.transaction(async (tx) => {
      const made = await insertCertificate(tx, {
        number: certificateNumber(request.now),
        userId: request.userId,
        courseId: request.courseId,
        studentName: name,
        now: request.now,
      });
      if (made) await recordEvent(tx, jobs, { type: 'certificate_issued', number: made.number }, request.now);
      return made;
    });
    if (inserted) {
      jobs.nudge('notify');
      return { kind: 'issued', certificate: inserted, created: true };
    }
    const winner = await findCertificate(db, request.userId, request.courseId);
    if (winner) return { kind: 'issued', certificate: winner, created: false };
  }
  throw new Error('could not draw a free certificate number');
}

/** What anyone may learn from a number: null for a number that was never issued. */
export async function verifyCertificate(db: Database, typed: string): Promise<PublicCertificateBody | null> {
  // As printed, whatever the case it was typed in.
  const number = typed.trim().toUpperCase();
  if (!CERTIFICATE_NUMBER.test(number)) return null;
  const row = await findCertificateByNumber(db, number);
  if (row === null) return null;
  return {
    student_name: row.student_name,
    course_title: row.course_title,
    issued_on: issueDay(row.issued_at),
    status: row.revoked_at === null ? 'valid' : 'revoked',
  };
}
