import type { Queryable } from '../db/database';

/** SQL for the certificate's requirements and the certificates issued (decision 0703). */

export interface RequirementCounts {
  lectures_total: number;
  lectures_completed: number;
  topics_total: number;
  topic_essays_submitted: number;
  final_essay_status: 'draft' | 'submitted' | 'accepted' | 'returned' | null;
}

/** What the checklist counts for one student and course, in one round trip (test points aside). */
export async function requirementCounts(
  db: Queryable,
  courseId: number,
  userId: number,
): Promise<RequirementCounts> {
  const [row] = await db.query<RequirementCounts>(
    `SELECT
       (SELECT count(*)::int FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE t.course_id = $1) AS lectures_total,
       (SELECT count(*)::int FROM lecture_progress p
          JOIN lectures l ON l.id = p.lecture_id JOIN topics t ON t.id = l.topic_id
         WHERE t.course_id = $1 AND p.user_id = $2 AND p.completed_at IS NOT NULL) AS lectures_completed,
       (SELECT count(*)::int FROM topics WHERE course_id = $1) AS topics_total,
       (SELECT count(*)::int FROM essays
         WHERE course_id = $1 AND user_id = $2 AND topic_id IS NOT NULL
           AND status IN ('submitted', 'accepted')) AS topic_essays_submitted,
       (SELECT status FROM essays WHERE course_id = $1 AND user_id = $2 AND topic_id IS NULL) AS final_essay_status`,
    [courseId, userId],
  );
  return (
    row ?? {
      lectures_total: 0,
      lectures_completed: 0,
      topics_total: 0,
      topic_essays_submitted: 0,
      final_essay_status: null,
    }
  );
}

export interface CertificateRow {
  number: string;
  user_id: number;
  course_id: number;
  student_name: string;
  course_title: string;
  issued_at: Date;
  revoked_at: Date | null;
}

const CERTIFICATE_COLUMNS = 'number, user_id, course_id, student_name, course_title, issued_at, revoked_at';

/** Every certificate issued to the student, newest first (revoked ones too: the profile says so). */
export async function studentCertificates(db: Queryable, userId: number): Promise<CertificateRow[]> {
  return db.query<CertificateRow>(
    `SELECT ${CERTIFICATE_COLUMNS} FROM certificates WHERE user_id = $1 ORDER BY issued_at DESC, number`,
    [userId],
  );
}

export async function findCertificate(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<CertificateRow | null> {
  const [row] = await db.query<CertificateRow>(
    `SELECT ${CERTIFICATE_COLUMNS} FROM certificates WHERE user_id = $1 AND course_id = $2`,
    [userId, courseId],
  );
  return row ?? null;
}

export async function findCertificateByNumber(db: Queryable, number: string): Promise<CertificateRow | null> {
  const [row] = await db.query<CertificateRow>(
    `SELECT ${CERTIFICATE_COLUMNS} FROM certificates WHERE number = $1`,
    [number],
  );
  return row ?? null;
}

/**
 * Issues the student's certificate for the course under `number`, in the student's name and the
 * course's title as they are now. Idempotent: when the student already has one (a parallel request
 * won), nothing is inserted and null is answered; so is a number already taken (the caller draws
 * another).
 */
export async function insertCertificate(
  db: Queryable,
  certificate: { number: string; userId: number; courseId: number; studentName: string; now: Date },
): Promise<CertificateRow | null> {
  const [row] = await db.query<CertificateRow>(
    `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at)
     SELECT $1, $2, c.id, $4, c.title, $5 FROM courses c WHERE c.id = $3
     ON CONFLICT DO NOTHING
     RETURNING ${CERTIFICATE_COLUMNS}`,
    [certificate.number, certificate.userId, certificate.courseId, certificate.studentName, certificate.now],
  );
  return row ?? null;
}

/**
 * Withdraws a certificate with a reason (the teaching side). 'already' when it was revoked before
 * (the first revocation stands), null when there is no certificate with this number.
 */
export async function revokeCertificate(
  db: Queryable,
  revocation: { number: string; reason: string; revokedBy: number; now: Date },
): Promise<{ number: string; revoked_at: Date; revocation_reason: string } | 'already' | null> {
  const [row] = await db.query<{ number: string; revoked_at: Date; revocation_reason: string }>(
    `UPDATE certificates SET revoked_at = $2, revocation_reason = $3, revoked_by = $4
      WHERE number = $1 AND revoked_at IS NULL
     RETURNING number, revoked_at, revocation_reason`,
    [revocation.number, revocation.now, revocation.reason, revocation.revokedBy],
  );
  if (row) return row;
  return (await findCertificateByNumber(db, revocation.number)) ? 'already' : null;
}
