-- The instructors' essay queue is ordered by the latest submission's time, which lived
-- only on essay_versions: page 1 walked every version in submitted_at order to find the essays whose
-- latest one is still waiting (26,355 versions for a page at the scale of decision 0184), and the count
-- joined every version. The time is kept on the essay too, by the trigger below in the transaction
-- that adds the version (every writer adds a version for a submission: the API, the demo seed and the
-- large-data generator), so the queue reads the essays alone, in index order.
ALTER TABLE essays ADD COLUMN submitted_at timestamptz;

UPDATE essays e SET submitted_at = v.submitted_at
  FROM essay_versions v
 WHERE v.essay_id = e.id AND v.version = e.version;

-- Only an essay's latest version moves it in the queue; one statement may add many (a bulk load).
CREATE FUNCTION essays_take_latest_submission() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE essays e SET submitted_at = n.submitted_at
    FROM added_versions n
   WHERE n.essay_id = e.id AND n.version = e.version;
  RETURN NULL;
END $$;

CREATE TRIGGER essay_versions_submitted_at
  AFTER INSERT ON essay_versions
  REFERENCING NEW TABLE AS added_versions
  FOR EACH STATEMENT EXECUTE FUNCTION essays_take_latest_submission();

-- One walk per status filter (the queue's default is the waiting essays), and one for "all"; a topic
-- or course filter is checked along the walk. Never-submitted essays (drafts) are not in either.
CREATE INDEX essays_queue_by_status ON essays (status, submitted_at, id) WHERE submitted_at IS NOT NULL;
CREATE INDEX essays_queue_all ON essays (submitted_at, id) WHERE submitted_at IS NOT NULL;
-- Nothing else ordered versions by time.
DROP INDEX essay_versions_submitted;

-- The queue's total, by the filters it offers (course, topic or the final essay, status), kept per
-- statement as lecture_question_counts is (migration 0110): counting the matches read every submitted
-- essay (120,003 for "all" at the scale of decision 0184). An essay counts once it has been submitted.
CREATE TABLE essay_queue_counts (
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  -- NULL: the course's final essay.
  topic_id integer REFERENCES topics (id) ON DELETE CASCADE,
  status text NOT NULL,
  essays integer NOT NULL,
  UNIQUE NULLS NOT DISTINCT (course_id, topic_id, status)
);

INSERT INTO essay_queue_counts (course_id, topic_id, status, essays)
SELECT course_id, topic_id, status, count(*) FROM essays WHERE submitted_at IS NOT NULL
 GROUP BY course_id, topic_id, status;

-- The rows a statement added, removed or moved, as signed counts per key, applied in key order (two
-- statements touching the same keys take their row locks in one order). Only keys whose course and
-- topic still exist get a row: a topic being deleted takes its essays and its counts with it.
CREATE FUNCTION essay_queue_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  courses_ integer[];
  topics_ integer[];
  statuses text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(course_id), array_agg(topic_id), array_agg(status), array_agg(n)
      INTO courses_, topics_, statuses, deltas
      FROM (SELECT course_id, topic_id, status, count(*)::int AS n FROM new_rows
             WHERE submitted_at IS NOT NULL GROUP BY course_id, topic_id, status) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(course_id), array_agg(topic_id), array_agg(status), array_agg(n)
      INTO courses_, topics_, statuses, deltas
      FROM (SELECT course_id, topic_id, status, -count(*)::int AS n FROM old_rows
             WHERE submitted_at IS NOT NULL GROUP BY course_id, topic_id, status) s;
  ELSE
    SELECT array_agg(course_id), array_agg(topic_id), array_agg(status), array_agg(n)
      INTO courses_, topics_, statuses, deltas
      FROM (SELECT course_id, topic_id, status, sum(n)::int AS n
              FROM (SELECT course_id, topic_id, status, 1 AS n FROM new_rows WHERE submitted_at IS NOT NULL
                    UNION ALL
                    SELECT course_id, topic_id, status, -1 FROM old_rows WHERE submitted_at IS NOT NULL) moved
             GROUP BY course_id, topic_id, status HAVING sum(n) <> 0) s;
  END IF;
  IF courses_ IS NOT NULL THEN
    INSERT INTO essay_queue_counts AS c (course_id, topic_id, status, essays)
    SELECT d.course_id, d.topic_id, d.status, d.n
      FROM unnest(courses_, topics_, statuses, deltas) AS d (course_id, topic_id, status, n)
     WHERE EXISTS (SELECT 1 FROM courses co WHERE co.id = d.course_id)
       AND (d.topic_id IS NULL OR EXISTS (SELECT 1 FROM topics t WHERE t.id = d.topic_id))
     ORDER BY d.course_id, d.topic_id NULLS FIRST, d.status
    ON CONFLICT (course_id, topic_id, status) DO UPDATE SET essays = c.essays + excluded.essays;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER essays_queue_counts_insert AFTER INSERT ON essays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION essay_queue_counts_changed();
CREATE TRIGGER essays_queue_counts_delete AFTER DELETE ON essays REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION essay_queue_counts_changed();
CREATE TRIGGER essays_queue_counts_update AFTER UPDATE ON essays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION essay_queue_counts_changed();
