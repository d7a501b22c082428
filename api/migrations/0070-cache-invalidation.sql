-- Every API process keeps prepared responses and each signed-in student's standing in memory.
-- Any write, by the API, the seed command or by hand in psql, tells every process at once through
-- NOTIFY on the channel academy_cache_<schema> (PGlite delivers it in-process), so no copy outlives its
-- data. The schema of the written table names the channel, so deployments or test runs sharing one
-- database in different schemas do not hear each other.
-- Payloads: 'content:<version>' (courses, curriculum, seminars, people, books, enrolment counts),
-- 'qa:<version>' (questions, answers and their authors' names and photos), 'user:<id>' (an account
-- or its enrolments changed), 'access' (users or enrollments emptied wholesale).

-- The version stamp of each cached group, bumped in the writing transaction; a process that lost its
-- listening connection compares the stamps when it is back.
CREATE TABLE cache_versions (
  resource text PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO cache_versions (resource, version) VALUES ('content', 1), ('qa', 1);

CREATE FUNCTION cache_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE resource = TG_ARGV[0]
    RETURNING version INTO next_version;
  PERFORM pg_notify('academy_cache_' || TG_TABLE_SCHEMA, TG_ARGV[0] || ':' || next_version);
  RETURN NULL;
END
$$;

CREATE FUNCTION cache_touch_user() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('academy_cache_' || TG_TABLE_SCHEMA, 'user:' || changed.id);
  ELSE
    PERFORM pg_notify('academy_cache_' || TG_TABLE_SCHEMA, 'user:' || changed.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('academy_cache_' || TG_TABLE_SCHEMA, 'user:' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION cache_touch_access() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('academy_cache_' || TG_TABLE_SCHEMA, 'access');
  RETURN NULL;
END
$$;

CREATE TRIGGER courses_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
CREATE TRIGGER topics_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
CREATE TRIGGER lectures_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lectures
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
CREATE TRIGGER seminars_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seminars
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
CREATE TRIGGER organisation_people_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisation_people
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
CREATE TRIGGER books_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
-- The course list counts its students.
CREATE TRIGGER enrollments_content_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');

CREATE TRIGGER questions_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('qa');
CREATE TRIGGER answers_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON answers
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('qa');
-- Questions and answers show their author's name and photo, or no author once the account is gone.
CREATE TRIGGER users_qa_cache AFTER UPDATE OF first_name, last_name, photo OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('qa');

-- A signed-in student's standing: the account (verified, token version, deleted) and its enrolments.
CREATE TRIGGER users_access_cache AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION cache_touch_user();
CREATE TRIGGER enrollments_access_cache AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION cache_touch_user();
CREATE TRIGGER users_access_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch_access();
CREATE TRIGGER enrollments_access_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch_access();
