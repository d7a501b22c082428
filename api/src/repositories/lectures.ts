import type { Database, Queryable } from '../db/database';
import type { CaptionLanguage } from '@academy/contract';
import { referencedMedia } from './media-references';

/**
 * SQL for editing lectures (decision 0192). Students get the files through the signed links of the
 * cached curriculum, which the lectures trigger of migration 0070 drops on every change here.
 */

export interface StaffLectureRow {
  id: number;
  topic_id: number;
  title: string;
  teacher_name: string;
  duration: number;
  video: string;
  material: string;
  material_name: string;
  /** The languages of its captions (migration 0180), in CAPTION_LANGUAGES order. */
  captions: CaptionLanguage[];
}

/** The languages a lecture (`lectures` under the alias given) has captions in, as a JSON array. */
const captionsOf = (lecture: string) =>
  `coalesce((SELECT json_agg(c.language ORDER BY c.language) FROM lecture_captions c
              WHERE c.lecture_id = ${lecture}.id), '[]'::json) AS captions`;
const COLUMNS = `id, topic_id, title, teacher_name, duration::float8 AS duration, video, material, material_name,
  ${captionsOf('lectures')}`;
const L_COLUMNS = `l.id, l.topic_id, l.title, l.teacher_name, l.duration::float8 AS duration, l.video, l.material,
  l.material_name, ${captionsOf('l')}`;

/** One page of the lectures, by course, topic position and lecture position, with the total count. */
export async function listStaffLectures(
  db: Queryable,
  query: { courseId: number | null; topicId: number | null; limit: number; offset: number },
): Promise<{ count: number; rows: StaffLectureRow[] }> {
  const rows = await db.query<StaffLectureRow & { total: number }>(
    `SELECT ${L_COLUMNS}, count(*) OVER ()::int AS total
       FROM lectures l JOIN topics t ON t.id = l.topic_id
      WHERE ($1::int IS NULL OR t.course_id = $1::int) AND ($2::int IS NULL OR l.topic_id = $2::int)
      ORDER BY t.course_id, t.position, t.id, l.position, l.id LIMIT $3 OFFSET $4`,
    [query.courseId, query.topicId, query.limit, query.offset],
  );
  return { count: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

export async function updateLecture(
  db: Queryable,
  id: number,
  fields: { title?: string; teacher_name?: string },
): Promise<StaffLectureRow | null> {
  const [row] = await db.query<StaffLectureRow>(
    `UPDATE lectures SET title = coalesce($2, title), teacher_name = coalesce($3, teacher_name)
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, fields.title ?? null, fields.teacher_name ?? null],
  );
  return row ?? null;
}

export async function findLecture(db: Queryable, id: number): Promise<StaffLectureRow | null> {
  const [row] = await db.query<StaffLectureRow>(`SELECT ${COLUMNS} FROM lectures WHERE id = $1`, [id]);
  return row ?? null;
}

/**
 * Points the lecture at a newly stored file. Answers the lecture and the file it no longer uses when
 * nothing else names it (for the caller to delete once this has committed); null when there is no
 * such lecture. The row is locked while its old key is read, so of concurrent uploads each learns the
 * key the one before it wrote, and only the last one's file stays (as for photos, decision 0161).
 */
export async function setLectureFile(
  db: Database,
  id: number,
  file: { kind: 'video'; key: string } | { kind: 'material'; key: string; name: string },
  /** Runs in the same transaction once the row names the file (the video's probe job is queued there). */
  written?: (tx: Queryable) => Promise<void>,
): Promise<{ lecture: StaffLectureRow; unused: string | null } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.query<{ previous: string }>(
      `SELECT ${file.kind === 'video' ? 'video' : 'material'} AS previous FROM lectures WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!old) return null;
    const [lecture] = await tx.query<StaffLectureRow>(
      file.kind === 'video'
        ? `UPDATE lectures SET video = $2 WHERE id = $1 RETURNING ${COLUMNS}`
        : `UPDATE lectures SET material = $2, material_name = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
      file.kind === 'video' ? [id, file.key] : [id, file.key, file.name],
    );
    if (!lecture) return null;
    await written?.(tx);
    const { previous } = old;
    if (!previous || previous === file.key) return { lecture, unused: null };
    const used = (await referencedMedia(tx, [previous])).has(previous);
    return { lecture, unused: used ? null : previous };
  });
}

/**
 * Sets the duration ffprobe read from the lecture's video (media/lecture-video-jobs.ts), in minutes
 * as the column keeps it; only while the lecture still names that file, so the probe of a video
 * replaced meanwhile changes nothing. Answers whether it was set.
 */
export async function setProbedDuration(
  db: Queryable,
  id: number,
  key: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE lectures SET duration = round($3::numeric / 60, 2) WHERE id = $1 AND video = $2 RETURNING id`,
    [id, key, seconds],
  );
  return rows.length > 0;
}

/**
 * Points a lecture's captions in one language at a newly stored file (decision 0175), as
 * setLectureFile does for its video: the lecture row is locked, so of concurrent uploads only the
 * last one's file stays. Answers the lecture and the replaced file when nothing else names it; null
 * when there is no such lecture.
 */
export async function setLectureCaption(
  db: Database,
  id: number,
  caption: { language: CaptionLanguage; key: string; cues: number; at: Date },
): Promise<{ lecture: StaffLectureRow; unused: string | null } | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: number }>('SELECT id FROM lectures WHERE id = $1 FOR UPDATE', [id]);
    if (!locked) return null;
    const [old] = await tx.query<{ file: string }>(
      'SELECT file FROM lecture_captions WHERE lecture_id = $1 AND language = $2',
      [id, caption.language],
    );
    await tx.query(
      `INSERT INTO lecture_captions (lecture_id, language, file, cue_count, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (lecture_id, language) DO UPDATE
         SET file = EXCLUDED.file, cue_count = EXCLUDED.cue_count, updated_at = EXCLUDED.updated_at`,
      [id, caption.language, caption.key, caption.cues, caption.at],
    );
    const [lecture] = await tx.query<StaffLectureRow>(`SELECT ${COLUMNS} FROM lectures WHERE id = $1`, [id]);
    if (!lecture) return null;
    const previous = old?.file;
    if (!previous || previous === caption.key) return { lecture, unused: null };
    const used = (await referencedMedia(tx, [previous])).has(previous);
    return { lecture, unused: used ? null : previous };
  });
}

/** Removes a lecture's captions in one language; the file to delete once committed, if any. Null: no lecture. */
export async function removeLectureCaption(
  db: Database,
  id: number,
  language: CaptionLanguage,
): Promise<{ lecture: StaffLectureRow; unused: string | null } | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: number }>('SELECT id FROM lectures WHERE id = $1 FOR UPDATE', [id]);
    if (!locked) return null;
    const [removed] = await tx.query<{ file: string }>(
      'DELETE FROM lecture_captions WHERE lecture_id = $1 AND language = $2 RETURNING file',
      [id, language],
    );
    const [lecture] = await tx.query<StaffLectureRow>(`SELECT ${COLUMNS} FROM lectures WHERE id = $1`, [id]);
    if (!lecture) return null;
    if (!removed) return { lecture, unused: null };
    const used = (await referencedMedia(tx, [removed.file])).has(removed.file);
    return { lecture, unused: used ? null : removed.file };
  });
}
