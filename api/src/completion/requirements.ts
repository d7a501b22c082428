import { REQUIRED_TEST_POINTS } from '@academy/rules';
import type { Database } from '../db/database';
import { requirementCounts } from '../repositories/certificates';
import { enrolmentTerm } from '../repositories/terms';
import { testPoints } from '../repositories/tests';

/**
 * The certificate's requirements (docs/product/constants.md#certificate-and-scholarships; decision
 * 0702): every lecture completed, every topic essay submitted, the final essay accepted, and at
 * least REQUIRED_TEST_POINTS on the tests, counting the best attempt at each.
 */

export interface Checklist {
  term: { id: number; title: string; starts_at: string; ends_at: string } | null;
  requirements: {
    lectures: { completed: number; total: number; met: boolean };
    topic_essays: { submitted: number; total: number; met: boolean };
    final_essay: { status: 'draft' | 'submitted' | 'accepted' | 'returned' | null; met: boolean };
    tests: { points: number; required: number; max: number; met: boolean };
  };
  eligible: boolean;
}

export async function checklist(db: Database, courseId: number, userId: number): Promise<Checklist> {
  const [counts, points, term] = await Promise.all([
    requirementCounts(db, courseId, userId),
    testPoints(db, courseId, userId),
    enrolmentTerm(db, userId, courseId),
  ]);
  const requirements = {
    lectures: {
      completed: counts.lectures_completed,
      total: counts.lectures_total,
      met: counts.lectures_completed >= counts.lectures_total,
    },
    topic_essays: {
      submitted: counts.topic_essays_submitted,
      total: counts.topics_total,
      met: counts.topic_essays_submitted >= counts.topics_total,
    },
    final_essay: { status: counts.final_essay_status, met: counts.final_essay_status === 'accepted' },
    tests: {
      points: points.points,
      required: REQUIRED_TEST_POINTS,
      max: points.max,
      met: points.points >= REQUIRED_TEST_POINTS,
    },
  };
  return {
    term: term && {
      id: term.id,
      title: term.title,
      starts_at: new Date(term.starts_at).toISOString(),
      ends_at: new Date(term.ends_at).toISOString(),
    },
    requirements,
    eligible: Object.values(requirements).every((requirement) => requirement.met),
  };
}

/** True once the student's test points meet the requirement: the tests' key may then be shown. */
export async function keyRevealed(db: Database, courseId: number, userId: number): Promise<boolean> {
  return (await testPoints(db, courseId, userId)).points >= REQUIRED_TEST_POINTS;
}
