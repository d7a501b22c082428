-- Essays (decision 0703): one after each topic (at most 300 words) and one final essay (at most 500 words) per student
-- and course. draft -> submitted -> accepted | returned; a returned essay is revised and submitted
-- again, and every submission is kept as a version.
CREATE TABLE essays (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  -- NULL: the course's final essay.
  topic_id integer REFERENCES topics (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'accepted', 'returned')),
  body text NOT NULL DEFAULT '',
  word_count integer NOT NULL DEFAULT 0,
  -- Submissions so far; the versions below are numbered 1..version.
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE NULLS NOT DISTINCT (user_id, course_id, topic_id)
);

CREATE TABLE essay_versions (
  essay_id integer NOT NULL REFERENCES essays (id) ON DELETE CASCADE,
  version integer NOT NULL,
  body text NOT NULL,
  word_count integer NOT NULL,
  submitted_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'accepted', 'returned')),
  feedback text NOT NULL DEFAULT '',
  evaluated_at timestamptz,
  -- The staff member who evaluated it (the teaching side); NULL for the development route.
  evaluated_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (essay_id, version)
);
