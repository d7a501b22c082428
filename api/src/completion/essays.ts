import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { recordEvent } from '../notifications/fan-out';
import {
  type EssayRow,
  essayVersions,
  findEssay,
  findEssayById,
  listEssays,
  saveDraft,
  submitEssay,
} from '../repositories/essays';
import { topicsOpenFor } from '../repositories/topics';
import type { EssayBody, EssayVersionBody } from '@academy/contract/completion';
import { ESSAY_WORD_LIMITS, countWords } from '@academy/rules';

/**
 * Essays (decision 0703): a draft is saved on the server as the student types and survives a reload
 * or another device; submitting makes it read-only until it is evaluated; an essay returned for
 * revision is revised and submitted again, every submission kept as a version. An essay after a
 * topic exists only once the topic is open for the student; the final essay is always open.
 */

/** Which essay: after a topic, or the course's final essay (topicId null). */
export interface EssaySlot {
  userId: number;
  courseId: number;
  topicId: number | null;
}

export type EssayRefusal = 'not_found' | 'topic_closed' | 'read_only';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
export const wordLimitOf = (topicId: number | null) =>
  topicId === null ? ESSAY_WORD_LIMITS.final : ESSAY_WORD_LIMITS.topic;

export function essayBody(slot: EssaySlot, row: EssayRow | null, isOpen = true): EssayBody {
  return {
    id: row?.id ?? null,
    course: slot.courseId,
    topic: slot.topicId,
    kind: slot.topicId === null ? 'final' : 'topic',
    status: row?.status ?? 'draft',
    text: row?.body ?? '',
    word_count: row?.word_count ?? 0,
    word_limit: wordLimitOf(slot.topicId),
    version: row?.version ?? 0,
    feedback: row?.feedback ?? '',
    is_open: isOpen,
    updated_at: row ? iso(row.updated_at) : null,
    submitted_at: row ? iso(row.submitted_at) : null,
    evaluated_at: row ? iso(row.evaluated_at) : null,
  };
}

export async function versionsOf(db: Database, essayId: number | null): Promise<EssayVersionBody[]> {
  if (essayId === null) return [];
  return (await essayVersions(db, essayId)).map((version) => ({
    version: version.version,
    text: version.body,
    word_count: version.word_count,
    status: version.status,
    feedback: version.feedback,
    submitted_at: new Date(version.submitted_at).toISOString(),
    evaluated_at: iso(version.evaluated_at),
  }));
}

/** The topic belongs to the course and is open for the student (the final essay always is). */
async function slotOpen(
  db: Database,
  slot: EssaySlot,
  now: Date,
): Promise<'not_found' | 'topic_closed' | null> {
  if (slot.topicId === null) return null;
  const [topic] = await topicsOpenFor(db, slot.courseId, slot.userId, now, [slot.topicId]);
  if (!topic) return 'not_found';
  return topic.open ? null : 'topic_closed';
}

/** The student's essay in a slot with its versions; a blank draft when nothing was saved. */
export async function readEssay(db: Database, slot: EssaySlot, now: Date) {
  const refusal = await slotOpen(db, slot, now);
  if (refusal !== null) return refusal;
  const row = await findEssay(db, slot.userId, slot.courseId, slot.topicId);
  return { ...essayBody(slot, row), versions: await versionsOf(db, row?.id ?? null) };
}

/** Every essay slot of the course for the student: each topic's, then the final one. */
export async function courseEssays(db: Database, courseId: number, userId: number, now: Date) {
  const [topics, rows] = await Promise.all([
    topicsOpenFor(db, courseId, userId, now, null),
    listEssays(db, userId, courseId),
  ]);
  const byTopic = new Map(rows.map((row) => [row.topic_id, row]));
  return [
    ...topics.map((topic) =>
      essayBody({ userId, courseId, topicId: topic.id }, byTopic.get(topic.id) ?? null, topic.open),
    ),
    essayBody({ userId, courseId, topicId: null }, byTopic.get(null) ?? null),
  ];
}

/** Saves a draft: the same text twice leaves the same essay. */
export async function saveEssayDraft(
  db: Database,
  slot: EssaySlot,
  text: string,
  now: Date,
): Promise<EssayBody | EssayRefusal> {
  const refusal = await slotOpen(db, slot, now);
  if (refusal !== null) return refusal;
  const saved = await saveDraft(db, { ...slot, body: text, wordCount: countWords(text), now });
  return saved === null ? 'read_only' : essayBody(slot, saved);
}

export type SubmitEssayOutcome =
  EssayBody | EssayRefusal | { refused: 'blank' } | { refused: 'too_long'; count: number; limit: number };

/** Submits the essay (`text` saved first, in the same transaction); refused blank or over its word limit. */
export async function submitEssayText(
  db: Database,
  jobs: JobQueue,
  slot: EssaySlot,
  text: string | undefined,
  now: Date,
): Promise<SubmitEssayOutcome> {
  const refusal = await slotOpen(db, slot, now);
  if (refusal !== null) return refusal;
  const limit = wordLimitOf(slot.topicId);
  const saved = text === undefined ? {} : { text: { body: text, wordCount: countWords(text) } };
  const outcome = await submitEssay(
    db,
    { ...slot, now, ...saved },
    (essay) => {
      const count = countWords(essay.body);
      if (count === 0) return { refused: 'blank' as const };
      return count > limit ? { refused: 'too_long' as const, count, limit } : null;
    },
    (tx, essayId) =>
      // The instructors are told in the submission's transaction (notifications/fan-out.ts).
      recordEvent(tx, jobs, { type: 'essay_submitted', essayId, actorId: slot.userId }, now),
  );
  if (outcome === 'missing') return { refused: 'blank' };
  if (outcome === 'read_only') return 'read_only';
  if ('refused' in outcome) return outcome;
  jobs.nudge('notify');
  return essayBody(slot, outcome);
}

/** An essay of the student's own by id, with its versions; null for anyone else's or none. */
export async function essayOf(db: Database, essayId: number, userId: number) {
  const row = await findEssayById(db, essayId);
  if (row === null || row.user_id !== userId) return null;
  const slot = { userId, courseId: row.course_id, topicId: row.topic_id };
  return { ...essayBody(slot, row), versions: await versionsOf(db, row.id) };
}
