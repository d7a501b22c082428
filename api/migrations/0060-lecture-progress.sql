-- Each student's place in each lecture: the last saved position in its video (seconds) and when it was
-- completed (watched to the end, or its material opened). One row per student and lecture, overwritten
-- by every save, so saving is idempotent and the table never grows with playback time.
CREATE TABLE lecture_progress (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lecture_id integer NOT NULL REFERENCES lectures (id) ON DELETE CASCADE,
  position_seconds double precision NOT NULL DEFAULT 0 CHECK (position_seconds >= 0),
  completed_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, lecture_id)
);
-- "Where did I stop?": the student's most recent save.
CREATE INDEX lecture_progress_recent ON lecture_progress (user_id, updated_at DESC);

-- A student's own mark on a question ("important" in the questions filter); private to that student.
CREATE TABLE question_marks (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
CREATE INDEX question_marks_question ON question_marks (question_id);
