-- Certificates (decision 0703): one per student and course, issued once every requirement is met. The number is
-- random (not a sequence); anyone can verify it. The name and course are kept as printed.
CREATE TABLE certificates (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
  student_name text NOT NULL,
  course_title text NOT NULL,
  issued_at timestamptz NOT NULL,
  -- Set by the teaching side when a certificate is withdrawn.
  revoked_at timestamptz,
  revocation_reason text,
  UNIQUE (user_id, course_id)
);
