-- Topics open on days of the student's term (decision 0701). A course is delivered within one term;
-- each enrolment belongs to one term, and a scheduled topic opens `opens_after_days` days after its
-- term starts. The curriculum stays one shared copy per course and term.
CREATE TABLE course_terms (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- A student who gains access before this moment may join the term.
  enrolment_closes_at timestamptz NOT NULL,
  CHECK (starts_at < ends_at)
);
CREATE INDEX course_terms_enrolment ON course_terms (course_id, enrolment_closes_at);

-- Days after the term's start; NULL: not scheduled by term (the fixed opens_at applies, NULL = open).
ALTER TABLE topics ADD COLUMN opens_after_days integer CHECK (opens_after_days >= 0);
ALTER TABLE enrollments ADD COLUMN term_id integer REFERENCES course_terms (id) ON DELETE SET NULL;
CREATE INDEX enrollments_term ON enrollments (term_id);

-- The one statement of the rule: when a topic opens for a student of a term. A scheduled topic of a
-- student who has no term yet waits ('infinity'); NULL means open from the start.
CREATE FUNCTION topic_opens_at(fixed_at timestamptz, after_days integer, term_starts_at timestamptz)
RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN after_days IS NULL THEN fixed_at
    WHEN term_starts_at IS NULL THEN 'infinity'::timestamptz
    ELSE term_starts_at + after_days * interval '1 day'
  END
$$;

-- Whether a topic is open for a student at a moment (NULL when there is no such topic).
CREATE FUNCTION topic_open_for(topic integer, student integer, at timestamptz)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(topic_opens_at(t.opens_at, t.opens_after_days, ct.starts_at) <= at, true)
    FROM topics t
    LEFT JOIN enrollments e ON e.course_id = t.course_id AND e.user_id = student
    LEFT JOIN course_terms ct ON ct.id = e.term_id
   WHERE t.id = topic
$$;

-- Whoever enrols a student (a payment, the seed, psql), the student joins the earliest-starting term
-- whose enrolment is still open at that moment, unless a term is named.
CREATE FUNCTION enrolment_term() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.term_id IS NULL THEN
    NEW.term_id := (
      SELECT id FROM course_terms
       WHERE course_id = NEW.course_id AND enrolment_closes_at > NEW.created_at
       ORDER BY starts_at, id LIMIT 1);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER enrollments_term BEFORE INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrolment_term();

-- Students who bought while no term took enrolments join the next term that is added.
CREATE FUNCTION term_takes_waiting_students() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE enrollments SET term_id = NEW.id
   WHERE course_id = NEW.course_id AND term_id IS NULL AND NEW.enrolment_closes_at > now();
  RETURN NULL;
END
$$;
CREATE TRIGGER course_terms_waiting AFTER INSERT ON course_terms
  FOR EACH ROW EXECUTE FUNCTION term_takes_waiting_students();

-- Terms feed the cached curriculum (decision 0182).
CREATE TRIGGER course_terms_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_terms
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
