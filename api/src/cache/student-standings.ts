import type { StudentRow } from '../repositories/users';
import type { Database } from '../db/database';
import { findStudentStanding } from '../repositories/users';
import { GroupCache } from './group-cache';
import type { CacheInvalidation, InvalidationEvent } from './invalidation';

/** A signed-in student's account and the courses they are enrolled in; null when the account is gone. */
export interface Standing {
  student: StudentRow;
  courses: ReadonlySet<number>;
}

/**
 * Each student's standing, read once and kept until the database announces a change to that account
 * or its enrolments (a password change, a refund, a deletion): the check of a signed-in read costs no
 * round trip, and a revocation reaches every process as it commits.
 */
export class StudentStandings extends GroupCache<number, Standing | null> {
  constructor(
    hub: CacheInvalidation,
    private readonly db: Database,
  ) {
    super(hub, [], 100_000, 'standings');
  }

  /** The standing, from memory when kept (no promise), else from the database. */
  of(userId: number): Standing | null | Promise<Standing | null> {
    const kept = this.peek(userId);
    if (kept !== undefined) return kept;
    return this.load(userId, async () => {
      const row = await findStudentStanding(this.db, userId);
      if (row === undefined) return { value: null };
      const { courses, ...student } = row;
      return { value: { student, courses: new Set(courses) } };
    });
  }

  override invalidate(event: InvalidationEvent): void {
    if (event.kind === 'user') this.delete(event.userId);
    else if (event.kind === 'everything') this.clear();
  }
}
