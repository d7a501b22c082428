-- The teaching side (decisions 0190-0192). Instructors and students are one accounts table with a
-- role; an operator command grants or removes it. The users triggers of 0070 already tell every
-- process that the account changed, so a role change is seen at the next request.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'student' CHECK (role IN ('student', 'instructor'));
CREATE INDEX users_instructors ON users (id) WHERE role = 'instructor';

-- An answer given through the teaching routes is marked "Instructor" for good, whatever later
-- happens to its author's role.
ALTER TABLE answers ADD COLUMN by_instructor boolean NOT NULL DEFAULT false;

-- Marked important by an instructor: for every student (the students' own marks stay private).
ALTER TABLE questions ADD COLUMN important_at timestamptz;
CREATE INDEX questions_important ON questions (id) WHERE important_at IS NOT NULL;

-- Cancelled seminars stay for the staff and are hidden from students.
ALTER TABLE seminars ADD COLUMN cancelled_at timestamptz;
ALTER TABLE seminars ADD COLUMN cancellation_reason text NOT NULL DEFAULT '';

-- A test is versioned: a replacement retires the current questions (kept, so past attempts keep
-- their questions and scores) and adds new ones; an attempt records the version it took.
ALTER TABLE topic_tests ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE test_questions ADD COLUMN retired_at timestamptz;
ALTER TABLE test_attempts ADD COLUMN test_version integer NOT NULL DEFAULT 1;
CREATE INDEX test_questions_current ON test_questions (test_id, position) WHERE retired_at IS NULL;

-- The evaluation queue: submitted essays, oldest submission first.
CREATE INDEX essays_status ON essays (status, id);
CREATE INDEX essay_versions_submitted ON essay_versions (submitted_at);

-- Who revoked a certificate.
ALTER TABLE certificates ADD COLUMN revoked_by integer REFERENCES users (id) ON DELETE SET NULL;
