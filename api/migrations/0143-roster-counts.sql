-- The instructors' roster answers its total with every page (decision 0137). Unsearched and
-- unfiltered (its default view) that total is the number of enrolment_summaries rows, of one course or
-- of all: counting them read every summary's index entry (33,004 at the scale of decision 0184, a few
-- ms a request, growing with the enrolments). The count per course is kept here, per statement, as
-- essay_queue_counts is (migration 0142). It counts the summaries themselves, the rows the roster
-- reads: one per enrolment, added by the enrolment's insert trigger and deleted with it (migration 0130).
CREATE TABLE roster_counts (
  course_id integer PRIMARY KEY REFERENCES courses (id) ON DELETE CASCADE,
  enrolments integer NOT NULL
);

-- The rows a statement added or removed (or the one a row-level update moved), as signed counts per
-- course, applied in course order (two statements touching the same courses take their row locks in
-- one order). Only courses that still exist get a row: a course being deleted takes its enrolments
-- and its count with it.
CREATE FUNCTION roster_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  courses_ integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM roster_counts;
    RETURN NULL;
  ELSIF TG_LEVEL = 'ROW' THEN
    courses_ := ARRAY[OLD.course_id, NEW.course_id];
    deltas := ARRAY[-1, 1];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(course_id), array_agg(n) INTO courses_, deltas
      FROM (SELECT course_id, count(*)::int AS n FROM new_rows GROUP BY course_id) s;
  ELSE
    SELECT array_agg(course_id), array_agg(n) INTO courses_, deltas
      FROM (SELECT course_id, -count(*)::int AS n FROM old_rows GROUP BY course_id) s;
  END IF;
  IF courses_ IS NOT NULL THEN
    INSERT INTO roster_counts AS c (course_id, enrolments)
    SELECT d.course_id, d.n FROM unnest(courses_, deltas) AS d (course_id, n)
     WHERE EXISTS (SELECT 1 FROM courses co WHERE co.id = d.course_id)
     ORDER BY d.course_id
    ON CONFLICT (course_id) DO UPDATE SET enrolments = c.enrolments + excluded.enrolments;
  END IF;
  RETURN NULL;
END $$;

-- The triggers first: creating them locks out the writers of enrolment_summaries until this migration
-- commits, so the backfill below reads every enrolment committed before it, and none can slip between.
CREATE TRIGGER enrolment_summaries_roster_counts_insert AFTER INSERT ON enrolment_summaries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION roster_counts_changed();
CREATE TRIGGER enrolment_summaries_roster_counts_delete AFTER DELETE ON enrolment_summaries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION roster_counts_changed();
-- Every write of a student's progress, attempts, essays or certificate updates summaries (0130), never
-- their course: a statement-level update trigger would capture and compare every such row. A row
-- moved to another course (which its foreign key to enrollments all but rules out) fires this one.
CREATE TRIGGER enrolment_summaries_roster_counts_move AFTER UPDATE OF course_id ON enrolment_summaries
  FOR EACH ROW WHEN (OLD.course_id <> NEW.course_id) EXECUTE FUNCTION roster_counts_changed();
-- TRUNCATE enrolment_summaries, or TRUNCATE enrollments (or users, courses) CASCADE, which empties it too.
CREATE TRIGGER enrolment_summaries_roster_counts_truncate AFTER TRUNCATE ON enrolment_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION roster_counts_changed();

INSERT INTO roster_counts (course_id, enrolments)
SELECT course_id, count(*) FROM enrolment_summaries GROUP BY course_id;
