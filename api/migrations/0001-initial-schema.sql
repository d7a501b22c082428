-- Students, one-time codes and revoked tokens.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  photo text,
  is_verified boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  date_joined timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'password-reset')),
  code text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_codes_user_purpose ON email_codes (user_id, purpose, created_at DESC);

CREATE TABLE blacklisted_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Course content.
CREATE TABLE courses (
  id serial PRIMARY KEY,
  title text NOT NULL,
  course_description text NOT NULL,
  introductory_video text NOT NULL DEFAULT '',
  tenge_price numeric(12, 2) NOT NULL,
  new_price numeric(12, 2) NOT NULL,
  old_price numeric(12, 2) NOT NULL,
  discount_percentage integer NOT NULL DEFAULT 0,
  next_lesson_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE topics (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  -- The schedule: a topic is open from this moment on; NULL means open from the start.
  opens_at timestamptz
);
CREATE INDEX topics_course ON topics (course_id, position);

CREATE TABLE lectures (
  id serial PRIMARY KEY,
  topic_id integer NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  video text NOT NULL DEFAULT '',
  duration numeric(8, 2) NOT NULL DEFAULT 0,
  material text NOT NULL DEFAULT '',
  material_name text NOT NULL DEFAULT '',
  teacher_name text NOT NULL DEFAULT ''
);
CREATE INDEX lectures_topic ON lectures (topic_id, position);

CREATE TABLE enrollments (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

-- Questions and answers outlive their author's account (user_id becomes NULL).
CREATE TABLE questions (
  id serial PRIMARY KEY,
  lecture_id integer NOT NULL REFERENCES lectures (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_lecture ON questions (lecture_id);

CREATE TABLE answers (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answers_question ON answers (question_id);

CREATE TABLE seminars (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  date date NOT NULL,
  time time NOT NULL,
  teacher_name text NOT NULL,
  link text NOT NULL
);

CREATE TABLE organisation_people (
  id serial PRIMARY KEY,
  position_order integer NOT NULL,
  full_name text NOT NULL,
  position text NOT NULL,
  photo text NOT NULL,
  description text NOT NULL,
  location text NOT NULL,
  status text NOT NULL CHECK (status IN ('INSTRUCTOR', 'MEMBER'))
);

CREATE TABLE books (
  id serial PRIMARY KEY,
  position_order integer NOT NULL,
  title text NOT NULL,
  author text NOT NULL,
  cover text NOT NULL,
  link text NOT NULL
);
