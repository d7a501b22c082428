import type { GroupCache, Loaded } from '../cache/group-cache';
import type { Database } from '../db/database';
import {
  type CourseBody,
  type MediaUrl,
  type PublicTopicBody,
  selectBooks,
  selectCourses,
  selectOrganisationPeople,
  selectPublicTopics,
  selectSeminars,
  urlOrEmpty,
} from '../repositories/content';
import {
  type CurriculumRow,
  type LectureQuestions,
  type StudentTopicBody,
  selectLectureQuestions,
  selectCurriculum,
} from '../repositories/learning';
import type { MediaStorage } from '../storage/media-storage';

/**
 * Course content as the routes serve it: read through the repositories and kept in the content and
 * Q&A caches until the database announces a write to it (cache/invalidation.ts).
 */

/** Where media keys become URLs. */
export interface MediaUrls {
  storage: Pick<MediaStorage, 'url'>;
}

/** What reading content needs from the app: the database, the two caches and the clock. */
export interface ContentSources extends MediaUrls {
  db: Database;
  contentCache: GroupCache<string, unknown>;
  qaCache: GroupCache<string, unknown>;
  now: () => Date;
}

/** Stored media keys as the absolute URLs clients fetch. */
export function mediaUrlOf(ctx: MediaUrls): MediaUrl {
  return (key) => ctx.storage.url(key);
}

async function cached<T>(ctx: ContentSources, key: string, load: () => Promise<Loaded<T>>): Promise<T> {
  return (await ctx.contentCache.get(key, load)) as T;
}

const loadedForever = <T>(value: T): Loaded<T> => ({ value });

/** The courses with the moment their data goes stale on its own: next_lesson_at moves on when a seminar starts. */
export async function loadCourses(ctx: ContentSources): Promise<Loaded<CourseBody[]>> {
  return cached(ctx, 'courses', async () => {
    const loaded = await selectCourses(ctx.db, mediaUrlOf(ctx));
    return { value: loaded, validUntil: loaded.validUntil };
  });
}

export async function listCourses(ctx: ContentSources): Promise<CourseBody[]> {
  return (await loadCourses(ctx)).value;
}

export async function getCourse(ctx: ContentSources, id: number): Promise<CourseBody | null> {
  return (await listCourses(ctx)).find((course) => course.id === id) ?? null;
}

export async function getCourseVideo(ctx: ContentSources, courseId: number) {
  const course = await getCourse(ctx, courseId);
  return course ? { id: course.id, title: course.title, video: course.introductory_video } : null;
}

export function listPublicTopics(ctx: ContentSources): Promise<PublicTopicBody[]> {
  return cached(ctx, 'public-topics', async () => loadedForever(await selectPublicTopics(ctx.db)));
}

export async function getPublicTopic(ctx: ContentSources, topicId: number): Promise<PublicTopicBody | null> {
  return (await listPublicTopics(ctx)).find((topic) => topic.id === topicId) ?? null;
}

export function listSeminars(ctx: ContentSources) {
  return cached(ctx, 'seminars', async () => loadedForever(await selectSeminars(ctx.db)));
}

export async function getSeminar(ctx: ContentSources, id: number) {
  return (await listSeminars(ctx)).find((seminar) => seminar.id === id) ?? null;
}

export function listOrganisationPeople(ctx: ContentSources) {
  return cached(ctx, 'people', async () =>
    loadedForever(await selectOrganisationPeople(ctx.db, mediaUrlOf(ctx))),
  );
}

export function listBooks(ctx: ContentSources) {
  return cached(ctx, 'books', async () => loadedForever(await selectBooks(ctx.db, mediaUrlOf(ctx))));
}

/** The curriculum rows of one course and term: shared by every student of the term (decision 0701). */
async function curriculum(
  ctx: ContentSources,
  courseId: number,
  termId: number | null,
): Promise<CurriculumRow[]> {
  return (await ctx.contentCache.get(`curriculum:${courseId}:${termId ?? 'none'}`, async () => ({
    value: await selectCurriculum(ctx.db, courseId, termId),
  }))) as CurriculumRow[];
}

/**
 * Each lecture's question counts and newest questions (decision 0183), kept until the database
 * announces a new, changed or deleted question or answer, or a change to an author's name or photo.
 */
async function questionsOf(ctx: ContentSources, courseId: number): Promise<Map<number, LectureQuestions>> {
  return (await ctx.qaCache.get(`qa:${courseId}`, async () => ({
    value: await selectLectureQuestions(ctx.db, mediaUrlOf(ctx), courseId),
  }))) as Map<number, LectureQuestions>;
}

/**
 * The curriculum as an enrolled student of a term sees it (termId null: a student not yet placed in
 * a term). A closed topic keeps its lecture titles but loses every URL and question: the check
 * happens here, in one place, so no other path can leak them.
 */
export async function studentTopics(
  ctx: ContentSources,
  courseId: number,
  termId: number | null,
): Promise<Loaded<StudentTopicBody[]>> {
  const now = ctx.now();
  const mediaUrl = mediaUrlOf(ctx);
  // The same for every student of the term until its next closed topic opens.
  let validUntil = Infinity;
  const [lectureRows, questionsByLecture] = await Promise.all([
    curriculum(ctx, courseId, termId),
    questionsOf(ctx, courseId),
  ]);

  const topics: StudentTopicBody[] = [];
  for (const row of lectureRows) {
    let entry = topics[topics.length - 1];
    if (!entry || entry.id !== row.topic_id) {
      const opensAt = row.opens_at === null ? null : new Date(row.opens_at);
      const isOpen = !row.awaits_term && (opensAt === null || opensAt.getTime() <= now.getTime());
      if (!isOpen && opensAt !== null && opensAt.getTime() < validUntil) validUntil = opensAt.getTime();
      entry = {
        id: row.topic_id,
        is_open: isOpen,
        opens_at: isOpen || opensAt === null ? null : opensAt.toISOString(),
        topic: { id: row.topic_id, title: row.topic_title, lectures: [] },
      };
      topics.push(entry);
    }
    if (row.id === null) continue;
    // A closed topic shows no question, nor how many there are.
    const asked = entry.is_open ? questionsByLecture.get(row.id) : undefined;
    entry.topic.lectures.push({
      id: row.id,
      title: row.title ?? '',
      video: entry.is_open ? urlOrEmpty(mediaUrl, row.video) : '',
      duration: row.duration ?? 0,
      material: entry.is_open ? urlOrEmpty(mediaUrl, row.material) : '',
      material_name: row.material_name ?? '',
      teacher_name: row.teacher_name ?? '',
      captions: entry.is_open
        ? row.captions.map((caption) => ({
            language: caption.language,
            url: urlOrEmpty(mediaUrl, caption.file),
          }))
        : [],
      questions: asked?.questions ?? [],
      questions_count: asked?.questions_count ?? 0,
      answered_count: asked?.answered_count ?? 0,
    });
  }
  return { value: topics, validUntil };
}
