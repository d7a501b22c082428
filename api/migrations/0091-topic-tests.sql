-- A test after a topic (decision 0702): single- and multiple-choice questions worth points. The key
-- (test_choices.correct) never leaves the server before the student's tests requirement is met.
CREATE TABLE topic_tests (
  id serial PRIMARY KEY,
  topic_id integer NOT NULL UNIQUE REFERENCES topics (id) ON DELETE CASCADE,
  title text NOT NULL
);

CREATE TABLE test_questions (
  id serial PRIMARY KEY,
  test_id integer NOT NULL REFERENCES topic_tests (id) ON DELETE CASCADE,
  position integer NOT NULL,
  prompt text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple')),
  points integer NOT NULL CHECK (points > 0)
);
CREATE INDEX test_questions_test ON test_questions (test_id, position);

CREATE TABLE test_choices (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES test_questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  label text NOT NULL,
  correct boolean NOT NULL DEFAULT false
);
CREATE INDEX test_choices_question ON test_choices (question_id, position);

-- Each submitted attempt, scored on the server. `number` is the student's nth attempt at the test:
-- two submissions racing past the cooldown cannot both be the next one.
CREATE TABLE test_attempts (
  id serial PRIMARY KEY,
  test_id integer NOT NULL REFERENCES topic_tests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number > 0),
  score integer NOT NULL CHECK (score >= 0),
  max_score integer NOT NULL,
  -- [{"question": id, "choices": [ids], "correct": bool, "points": n}] as scored when submitted.
  answers jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  UNIQUE (test_id, user_id, number)
);
CREATE INDEX test_attempts_student ON test_attempts (user_id, test_id);
