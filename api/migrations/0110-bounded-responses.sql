-- Bounded responses and indexed Q&A (decision 0183).

-- Trigram indexes keep the questions search's substring ILIKE (decision 0171) and let it use an
-- index. pg_trgm is a trusted extension (the database owner may create it), installed once per
-- database in the public schema; the lock keeps two processes migrating different schemas of one
-- database from creating it at the same time.
DO $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('academy:create-extension:pg_trgm'));
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm SCHEMA public;
  END IF;
END
$$;

-- The operator class is named with the extension's own schema: a deployment's search_path may hold
-- only its own schema.
DO $$
DECLARE
  trgm text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX questions_title_trgm ON questions USING gin (title %s.gin_trgm_ops)', trgm);
  EXECUTE format('CREATE INDEX questions_content_trgm ON questions USING gin (content %s.gin_trgm_ops)', trgm);
END
$$;

-- A lecture's questions newest or oldest first, and alphabetically (the listing's three sorts).
DROP INDEX questions_lecture;
CREATE INDEX questions_lecture ON questions (lecture_id, id);
CREATE INDEX questions_lecture_title ON questions (lecture_id, lower(title), id);
-- A question's answers in order, a few at a time; the teaching side's "no instructor answer yet".
DROP INDEX answers_question;
CREATE INDEX answers_question ON answers (question_id, id);
CREATE INDEX answers_by_instructor ON answers (question_id) WHERE by_instructor;

-- Counts kept by the database, so no response has to count a lecture's questions or a question's
-- answers: questions.answers_count, and per lecture its questions and those with an answer.
ALTER TABLE questions ADD COLUMN answers_count integer NOT NULL DEFAULT 0;
CREATE TABLE lecture_question_counts (
  lecture_id integer PRIMARY KEY REFERENCES lectures (id) ON DELETE CASCADE,
  questions_count integer NOT NULL DEFAULT 0,
  answered_count integer NOT NULL DEFAULT 0
);

UPDATE questions q SET answers_count = c.n
  FROM (SELECT question_id, count(*)::int AS n FROM answers GROUP BY question_id) c
 WHERE c.question_id = q.id;
INSERT INTO lecture_question_counts (lecture_id, questions_count, answered_count)
SELECT lecture_id, count(*), count(*) FILTER (WHERE answers_count > 0) FROM questions GROUP BY lecture_id;

-- The answered and unanswered filters, and their counts, read an index of their own rows only.
CREATE INDEX questions_lecture_answered ON questions (lecture_id, id) WHERE answers_count > 0;
CREATE INDEX questions_lecture_unanswered ON questions (lecture_id, id) WHERE answers_count = 0;

-- Answers change their question's answers_count, one UPDATE per statement (a bulk load of a million
-- answers costs one grouped update, not a million). A question gone with its lecture or by cascade
-- is simply not found.
CREATE FUNCTION answers_count_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(question_id), array_agg(n) INTO ids, deltas
      FROM (SELECT question_id, count(*)::int AS n FROM new_rows GROUP BY question_id) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(question_id), array_agg(n) INTO ids, deltas
      FROM (SELECT question_id, -count(*)::int AS n FROM old_rows GROUP BY question_id) s;
  ELSE
    SELECT array_agg(question_id), array_agg(n) INTO ids, deltas
      FROM (SELECT question_id, sum(n)::int AS n
              FROM (SELECT question_id, 1 AS n FROM new_rows
                    UNION ALL SELECT question_id, -1 FROM old_rows) moved
             GROUP BY question_id HAVING sum(n) <> 0) s;
  END IF;
  IF ids IS NOT NULL THEN
    UPDATE questions q SET answers_count = q.answers_count + d.n
      FROM unnest(ids, deltas) AS d(question_id, n)
     WHERE q.id = d.question_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER answers_count_insert AFTER INSERT ON answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_count_changed();
CREATE TRIGGER answers_count_delete AFTER DELETE ON answers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_count_changed();
CREATE TRIGGER answers_count_update AFTER UPDATE ON answers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION answers_count_changed();

-- Questions (and their answers_count) change their lecture's counts. Only lectures that still
-- exist get a row: a lecture being deleted takes its questions and its counts with it.
CREATE FUNCTION lecture_question_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  lecture_ids integer[];
  asked integer[];
  answered integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(lecture_id), array_agg(q), array_agg(a) INTO lecture_ids, asked, answered
      FROM (SELECT lecture_id, count(*)::int AS q, count(*) FILTER (WHERE answers_count > 0)::int AS a
              FROM new_rows GROUP BY lecture_id) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(lecture_id), array_agg(q), array_agg(a) INTO lecture_ids, asked, answered
      FROM (SELECT lecture_id, -count(*)::int AS q, -count(*) FILTER (WHERE answers_count > 0)::int AS a
              FROM old_rows GROUP BY lecture_id) s;
  ELSE
    SELECT array_agg(lecture_id), array_agg(q), array_agg(a) INTO lecture_ids, asked, answered
      FROM (SELECT lecture_id, sum(q)::int AS q, sum(a)::int AS a
              FROM (SELECT lecture_id, 1 AS q, (answers_count > 0)::int AS a FROM new_rows
                    UNION ALL SELECT lecture_id, -1, -(answers_count > 0)::int FROM old_rows) changed
             GROUP BY lecture_id HAVING sum(q) <> 0 OR sum(a) <> 0) s;
  END IF;
  IF lecture_ids IS NOT NULL THEN
    INSERT INTO lecture_question_counts AS c (lecture_id, questions_count, answered_count)
    SELECT d.lecture_id, d.q, d.a
      FROM unnest(lecture_ids, asked, answered) AS d(lecture_id, q, a)
      JOIN lectures l ON l.id = d.lecture_id
    ON CONFLICT (lecture_id) DO UPDATE
      SET questions_count = c.questions_count + excluded.questions_count,
          answered_count = c.answered_count + excluded.answered_count;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER questions_counts_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_counts_changed();
CREATE TRIGGER questions_counts_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_counts_changed();
CREATE TRIGGER questions_counts_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lecture_question_counts_changed();

-- The teaching side's essay queue by course and the roster by course (decisions 0190 and 0136).
CREATE INDEX essays_course_status ON essays (course_id, status, id);
