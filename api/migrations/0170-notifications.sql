-- Notifications (docs/decisions/0167). A change that tells people something writes one event in its
-- own transaction and queues the event's fan-out job there too; the job writes one notification per
-- person told, in batches, each batch in one transaction with the mails it queues, so each person gets
-- an event once however many instances work the queue.
CREATE TABLE notification_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  -- The ids the texts and links are written from (question, lecture, course, essay, seminar, ...).
  subject jsonb NOT NULL,
  -- Who caused it: never told of their own doing.
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Events of the clock (a seminar's reminder, a topic's opening) are written once per key.
  once_key text UNIQUE,
  created_at timestamptz NOT NULL,
  -- The fan-out's progress: everyone up to this user id has been told (a batch done moves it on).
  fanned_to integer NOT NULL DEFAULT 0,
  fanned_out_at timestamptz
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES notification_events (id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (event_id, user_id)
);
-- The list, newest first by a keyset on id; and the bell's count, which reads the unread ones only.
CREATE INDEX notifications_list ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id, id DESC) WHERE read_at IS NULL;
-- The instructors' digest reads a day of one person's notifications.
CREATE INDEX notifications_day ON notifications (user_id, created_at);

-- A kind the account has not set is 'all' (in the site and by e-mail).
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('all', 'site', 'off')),
  PRIMARY KEY (user_id, kind)
);

-- Instructors may take one mail a day instead of one per notification.
ALTER TABLE users ADD COLUMN daily_digest boolean NOT NULL DEFAULT false;

-- The academy days whose digest a person was sent (or that had nothing to send).
CREATE TABLE notification_digests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- The seminar reminders' and topic openings' scan reads seminars by their start.
CREATE INDEX seminars_start ON seminars (date, time) WHERE cancelled_at IS NULL;

-- A seminar's or a topic's notice reads its course's students in batches, by a keyset on the user.
CREATE INDEX enrollments_course_user ON enrollments (course_id, user_id);
