-- Captions of lectures, one WebVTT file per lecture and language (docs/decisions/0175). The file is
-- kept under the private folder lectures/, so students reach it only through the signed links of
-- their curriculum, as the video (docs/decisions/0148).
CREATE TABLE lecture_captions (
  lecture_id integer NOT NULL REFERENCES lectures (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'ru', 'kk')),
  file text NOT NULL CHECK (file LIKE 'lectures/%'),
  cue_count integer NOT NULL CHECK (cue_count >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (lecture_id, language)
);

-- The curriculum every process keeps lists each lecture's captions (migration 0070).
CREATE TRIGGER lecture_captions_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lecture_captions
  FOR EACH STATEMENT EXECUTE FUNCTION cache_touch('content');
