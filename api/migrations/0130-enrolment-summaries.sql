-- The instructors' roster reads one row per enrolment from here (decision 0136), instead of aggregating
-- every student's lecture progress, test attempts, essays and certificate on each request. The row is
-- kept exact by the triggers below, in the same transaction as the write that changes it.
CREATE TABLE enrolment_summaries (
  user_id integer NOT NULL,
  course_id integer NOT NULL,
  enrolled_at timestamptz NOT NULL,
  lectures_completed integer NOT NULL DEFAULT 0,
  -- The sum of the best attempt at each of the course's tests.
  test_points integer NOT NULL DEFAULT 0,
  draft integer NOT NULL DEFAULT 0,
  submitted integer NOT NULL DEFAULT 0,
  accepted integer NOT NULL DEFAULT 0,
  returned integer NOT NULL DEFAULT 0,
  final_essay text,
  certificate_number text,
  certificate_issued_at timestamptz,
  certificate_revoked boolean,
  PRIMARY KEY (user_id, course_id),
  FOREIGN KEY (user_id, course_id) REFERENCES enrollments (user_id, course_id) ON DELETE CASCADE
);
-- One index per roster sort, each within a course; the name sort walks users' own index.
CREATE INDEX enrolment_summaries_progress ON enrolment_summaries (course_id, lectures_completed, user_id);
CREATE INDEX enrolment_summaries_points ON enrolment_summaries (course_id, test_points, user_id);
CREATE INDEX enrolment_summaries_enrolled ON enrolment_summaries (course_id, enrolled_at, user_id);
CREATE INDEX enrolment_summaries_waiting ON enrolment_summaries (course_id, user_id) WHERE submitted > 0;
CREATE INDEX users_roster_name ON users (lower(last_name), lower(first_name), email);

-- Recomputes the given enrolments from the source tables. The rows are locked first, in one order, and
-- recomputed by a later statement: under READ COMMITTED that statement takes a fresh snapshot, so a
-- writer that waited for another one's lock sees its committed rows, and two concurrent writes for one
-- student both end up counted.
CREATE FUNCTION refresh_enrolment_summaries(user_ids integer[], course_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM enrolment_summaries s
    JOIN unnest(user_ids, course_ids) AS k (user_id, course_id)
      ON s.user_id = k.user_id AND s.course_id = k.course_id
   ORDER BY s.user_id, s.course_id
     FOR UPDATE OF s;
  UPDATE enrolment_summaries s SET
    lectures_completed = (
      SELECT count(*)::int FROM lecture_progress p
        JOIN lectures l ON l.id = p.lecture_id JOIN topics t ON t.id = l.topic_id
       WHERE p.user_id = s.user_id AND t.course_id = s.course_id AND p.completed_at IS NOT NULL),
    test_points = (
      SELECT coalesce(sum(b.best), 0)::int FROM (
        SELECT max(a.score) AS best FROM test_attempts a
          JOIN topic_tests tt ON tt.id = a.test_id JOIN topics t ON t.id = tt.topic_id
         WHERE a.user_id = s.user_id AND t.course_id = s.course_id
         GROUP BY a.test_id) b),
    draft = e.draft, submitted = e.submitted, accepted = e.accepted, returned = e.returned,
    final_essay = e.final_essay,
    certificate_number = c.number, certificate_issued_at = c.issued_at,
    certificate_revoked = CASE WHEN c.number IS NULL THEN NULL ELSE c.revoked_at IS NOT NULL END
  FROM unnest(user_ids, course_ids) AS k (user_id, course_id)
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE es.status = 'draft')::int AS draft,
           count(*) FILTER (WHERE es.status = 'submitted')::int AS submitted,
           count(*) FILTER (WHERE es.status = 'accepted')::int AS accepted,
           count(*) FILTER (WHERE es.status = 'returned')::int AS returned,
           max(es.status) FILTER (WHERE es.topic_id IS NULL) AS final_essay
      FROM essays es WHERE es.user_id = k.user_id AND es.course_id = k.course_id) e
  LEFT JOIN LATERAL (
    SELECT ce.number, ce.issued_at, ce.revoked_at FROM certificates ce
     WHERE ce.user_id = k.user_id AND ce.course_id = k.course_id) c ON TRUE
  WHERE s.user_id = k.user_id AND s.course_id = k.course_id;
END $$;

-- Every enrolment of the students a statement touched: a student has few, and the source row's course
-- may already be gone (a lecture or test deleted with its progress or attempts).
CREATE FUNCTION refresh_students_enrolments(user_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  us integer[];
  cs integer[];
BEGIN
  SELECT array_agg(e.user_id ORDER BY e.user_id, e.course_id), array_agg(e.course_id ORDER BY e.user_id, e.course_id)
    INTO us, cs
    FROM enrollments e WHERE e.user_id = ANY (user_ids);
  IF us IS NOT NULL THEN
    PERFORM refresh_enrolment_summaries(us, cs);
  END IF;
END $$;

CREATE FUNCTION enrolment_sources_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO ids
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) s;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_students_enrolments(ids);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER lecture_progress_summary_insert AFTER INSERT ON lecture_progress REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER lecture_progress_summary_update AFTER UPDATE ON lecture_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER lecture_progress_summary_delete AFTER DELETE ON lecture_progress REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER test_attempts_summary_insert AFTER INSERT ON test_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER test_attempts_summary_update AFTER UPDATE ON test_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER test_attempts_summary_delete AFTER DELETE ON test_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER essays_summary_insert AFTER INSERT ON essays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER essays_summary_update AFTER UPDATE ON essays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER essays_summary_delete AFTER DELETE ON essays REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER certificates_summary_insert AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER certificates_summary_update AFTER UPDATE ON certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();
CREATE TRIGGER certificates_summary_delete AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_sources_changed();

-- A new enrolment gets its row, computed from whatever the student already has in that course.
CREATE FUNCTION enrolments_added() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  us integer[];
  cs integer[];
BEGIN
  INSERT INTO enrolment_summaries (user_id, course_id, enrolled_at)
    SELECT user_id, course_id, created_at FROM new_rows ON CONFLICT DO NOTHING;
  SELECT array_agg(user_id ORDER BY user_id, course_id), array_agg(course_id ORDER BY user_id, course_id)
    INTO us, cs FROM new_rows;
  IF us IS NOT NULL THEN
    PERFORM refresh_enrolment_summaries(us, cs);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_summary_insert AFTER INSERT ON enrollments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_added();

CREATE FUNCTION enrolments_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE enrolment_summaries s SET enrolled_at = n.created_at
    FROM new_rows n WHERE s.user_id = n.user_id AND s.course_id = n.course_id AND s.enrolled_at <> n.created_at;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_summary_update AFTER UPDATE ON enrollments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_moved();

-- A lecture or test moved to another topic, or a topic to another course, moves completions and points
-- between courses: recompute the enrolments of the courses on both sides (a content edit, rare).
CREATE FUNCTION enrolment_courses_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  courses integer[];
  us integer[];
  cs integer[];
BEGIN
  IF TG_TABLE_NAME = 'topics' THEN
    SELECT array_agg(DISTINCT c) INTO courses FROM (
      SELECT o.course_id AS c FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.course_id <> n.course_id
      UNION SELECT n.course_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.course_id <> n.course_id) s;
  ELSE
    SELECT array_agg(DISTINCT t.course_id) INTO courses
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN topics t ON t.id IN (o.topic_id, n.topic_id)
     WHERE o.topic_id <> n.topic_id;
  END IF;
  IF courses IS NOT NULL THEN
    SELECT array_agg(user_id ORDER BY user_id, course_id), array_agg(course_id ORDER BY user_id, course_id)
      INTO us, cs FROM enrollments WHERE course_id = ANY (courses);
    IF us IS NOT NULL THEN
      PERFORM refresh_enrolment_summaries(us, cs);
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER topics_summary_update AFTER UPDATE ON topics
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_courses_changed();
CREATE TRIGGER lectures_summary_update AFTER UPDATE ON lectures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_courses_changed();
CREATE TRIGGER topic_tests_summary_update AFTER UPDATE ON topic_tests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_courses_changed();

-- Backfill: every existing enrolment.
INSERT INTO enrolment_summaries (user_id, course_id, enrolled_at)
  SELECT user_id, course_id, created_at FROM enrollments;
SELECT refresh_enrolment_summaries(
  (SELECT coalesce(array_agg(user_id ORDER BY user_id, course_id), '{}') FROM enrollments),
  (SELECT coalesce(array_agg(course_id ORDER BY user_id, course_id), '{}') FROM enrollments));
