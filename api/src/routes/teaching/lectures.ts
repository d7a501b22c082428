import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError, detailError, fieldError, fieldErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from '../../rules/visible-text';
import {
  type StaffLectureRow,
  findLecture,
  listStaffLectures,
  removeLectureCaption,
  setLectureCaption,
  setLectureFile,
  updateLecture,
} from '../../repositories/lectures';
import {
  type CaptionFormat,
  type CaptionProblem,
  checkCaptions,
  detectCaptions,
} from '../../captions/webvtt';
import type { Language } from '../../i18n/messages';
import { pageWindow, sendPage } from '../../pages';
import { ErrorBody, IdParams } from '@academy/contract';
import { WrongFileType, detectMaterial, detectVideo } from '../../storage/media-storage';
import {
  CAPTION_MAX_BYTES,
  CaptionParams,
  LecturePatchBody,
  StaffLecture,
  type StaffLectureBody,
  StaffLectureListQuery,
  StaffLecturePage,
  UPLOAD_RULES,
  type UploadLimitsBody,
} from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

/** Multipart framing around the file: a request larger than the limit by more than this is refused unread. */
const FRAMING_BYTES = 64 * 1024;
const ZIP_DOCUMENTS: readonly string[] = UPLOAD_RULES.material.extensions.filter((type) => type !== 'pdf');

/** What a file input may offer for an upload of this kind: its extensions, then its media types. */
function acceptOf(which: keyof typeof UPLOAD_RULES): string {
  const rules = UPLOAD_RULES[which];
  return [...rules.extensions.map((extension) => `.${extension}`), ...rules.mediaTypes].join(',');
}

function lectureBody(row: StaffLectureRow): StaffLectureBody {
  return {
    id: row.id,
    topic: row.topic_id,
    title: row.title,
    teacher_name: row.teacher_name,
    duration: row.duration,
    has_video: row.video !== '',
    has_material: row.material !== '',
    video_type: row.video === '' ? '' : (row.video.split('.').pop() ?? ''),
    material_name: row.material_name,
    captions: row.captions,
  };
}

/** The file's own name as students will download it: no folders, no control characters, at most 200. */
export function materialName(filename: string | undefined, extension: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutInvisibleCharacters(base).trim().slice(-200);
  return clean !== '' ? clean : `material.${extension}`;
}

interface UploadKind {
  folder: 'lectures' | 'materials';
  maxBytes: number;
  types: string;
  /** The stored extension told by the first bytes (and, for ZIP documents, the name), or null: refused. */
  extension: (head: Buffer, filename: string | undefined) => string | null;
}

/**
 * Streams the request's multipart part `file` into storage, checked by its first bytes and its size
 * as it arrives (decision 0192). 415 for another type, 413 past the limit; nothing is kept then.
 */
async function receiveFile(
  request: FastifyRequest,
  kind: UploadKind,
  save: (
    source: Readable,
    extensionOf: (head: Buffer) => string | null,
  ) => Promise<{ key: string; bytes: number }>,
): Promise<{ key: string; filename: string | undefined; extension: string }> {
  const language = request.language;
  const max = Math.round(kind.maxBytes / 1024 / 1024);
  const tooLarge = () => detailError(413, teachingMessage(language, 'fileTooLarge', { max }));
  const wrongType = () => detailError(415, teachingMessage(language, 'fileWrongType', { types: kind.types }));
  if (!request.isMultipart())
    throw detailError(
      415,
      translate(language, 'unsupportedMedia', { type: request.headers['content-type'] ?? '' }),
    );
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > kind.maxBytes + FRAMING_BYTES) throw tooLarge();
  let saved: { key: string; filename: string | undefined; extension: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: kind.maxBytes, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || saved !== null) {
        part.file.resume();
        continue;
      }
      let extension = '';
      const stored = await save(part.file, (head) => {
        extension = kind.extension(head, part.filename) ?? '';
        return extension === '' ? null : extension;
      });
      // busboy marks a file cut at the limit; the stream's error says the same, this is the backstop.
      if (part.file.truncated) {
        await request.server.academy.storage.remove(stored.key);
        throw tooLarge();
      }
      saved = { key: stored.key, filename: part.filename, extension };
    }
  } catch (error) {
    if (saved) await request.server.academy.storage.remove(saved.key);
    if (error instanceof ApiError) throw error;
    if (error instanceof WrongFileType) throw wrongType();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tooLarge();
    if (code?.startsWith('FST_')) throw fieldError('file', teachingMessage(language, 'fileRequired'));
    throw error;
  }
  if (saved === null) throw fieldError('file', teachingMessage(language, 'fileRequired'));
  return saved;
}

/**
 * Reads the request's multipart part `file` into memory (a captions file: CAPTION_MAX_BYTES at most),
 * with its format told by its first line, else by its name. 415 for another type, 413 past the limit.
 */
async function receiveCaptions(request: FastifyRequest): Promise<{ bytes: Buffer; format: CaptionFormat }> {
  const language = request.language;
  const tooLarge = () =>
    detailError(
      413,
      teachingMessage(language, 'fileTooLarge', { max: Math.round(CAPTION_MAX_BYTES / 1024 / 1024) }),
    );
  const wrongType = () =>
    detailError(415, teachingMessage(language, 'fileWrongType', { types: UPLOAD_RULES.captions.label }));
  if (!request.isMultipart())
    throw detailError(
      415,
      translate(language, 'unsupportedMedia', { type: request.headers['content-type'] ?? '' }),
    );
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > CAPTION_MAX_BYTES + FRAMING_BYTES) throw tooLarge();
  let received: { bytes: Buffer; format: CaptionFormat | null } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received !== null) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      const named = part.filename?.split('.').pop()?.toLowerCase();
      const format =
        detectCaptions(bytes.subarray(0, 64)) ?? (named === 'vtt' || named === 'srt' ? named : null);
      received = { bytes, format };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw tooLarge();
    if (code?.startsWith('FST_')) throw fieldError('file', teachingMessage(language, 'fileRequired'));
    throw error;
  }
  if (received === null) throw fieldError('file', teachingMessage(language, 'fileRequired'));
  if (received.format === null) throw wrongType();
  return { bytes: received.bytes, format: received.format };
}

function captionMessage(language: Language, problem: CaptionProblem): string {
  if (problem.kind === 'captionEmpty') return teachingMessage(language, problem.kind);
  if (problem.kind === 'captionPastEnd')
    return teachingMessage(language, problem.kind, {
      line: problem.line,
      end: problem.end,
      minutes: problem.minutes,
    });
  return teachingMessage(language, problem.kind, { line: problem.line });
}

/** Lectures: title, teacher, and their video, material and captions files (decisions 0192, 0175). */
const lectureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const kinds: Record<'video' | 'material', UploadKind> = {
    video: {
      folder: 'lectures',
      maxBytes: ctx.config.lectureVideoMaxBytes,
      types: UPLOAD_RULES.video.label,
      extension: (head) => detectVideo(head),
    },
    material: {
      folder: 'materials',
      maxBytes: ctx.config.lectureMaterialMaxBytes,
      types: UPLOAD_RULES.material.label,
      extension: (head, filename) => {
        const type = detectMaterial(head);
        if (type !== 'zip') return type;
        const named = filename?.split('.').pop()?.toLowerCase();
        return named && ZIP_DOCUMENTS.includes(named) ? named : 'zip';
      },
    },
  };

  const uploads: UploadLimitsBody = {
    video: { max_bytes: kinds.video.maxBytes, types: kinds.video.types, accept: acceptOf('video') },
    material: {
      max_bytes: kinds.material.maxBytes,
      types: kinds.material.types,
      accept: acceptOf('material'),
    },
    captions: {
      max_bytes: CAPTION_MAX_BYTES,
      types: UPLOAD_RULES.captions.label,
      accept: acceptOf('captions'),
    },
  };

  app.get(
    '/lectures/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Lectures by course, topic and position, with what the uploads accept',
        description:
          '`uploads` gives each upload’s size limit in bytes (LECTURE_VIDEO_MAX_MB, LECTURE_MATERIAL_MAX_MB) ' +
          'and its accepted types, so that a screen never keeps a second copy of them.',
        querystring: StaffLectureListQuery,
        response: { 200: StaffLecturePage, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const { course, topic } = request.query;
      const { count, rows } = await listStaffLectures(ctx.db, {
        courseId: course ?? null,
        topicId: topic ?? null,
        ...pageWindow(request.query),
      });
      return {
        ...sendPage(request, ctx.config.publicUrl, request.query, { count, results: rows.map(lectureBody) }),
        uploads,
      };
    },
  );

  app.patch(
    '/lectures/:id/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Change a lecture’s title or teacher: only the fields sent change',
        params: IdParams,
        body: LecturePatchBody,
        response: { 200: StaffLecture, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const errors: Record<string, string[]> = {};
      const fields: { title?: string; teacher_name?: string } = {};
      for (const name of ['title', 'teacher_name'] as const) {
        const value = request.body[name]?.trim();
        if (value === undefined) continue;
        if (value === '' && name === 'title') errors[name] = [translate(request.language, 'blank')];
        else if (hasInvisibleCharacters(value))
          errors[name] = [translate(request.language, 'invisibleCharacters')];
        else fields[name] = value;
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const row = await updateLecture(ctx.db, request.params.id, fields);
      if (!row) throw detailError(404, translate(request.language, 'notFound'));
      return lectureBody(row);
    },
  );

  for (const which of ['video', 'material'] as const) {
    const kind = kinds[which];
    app.put(
      `/lectures/:id/${which}/`,
      {
        schema: {
          tags: TAG,
          security: bearer,
          summary:
            which === 'video'
              ? 'Upload or replace the lecture’s video: multipart part `file`, MP4 or WebM'
              : 'Upload or replace the lecture’s material: multipart part `file`, PDF or an Office/ZIP document',
          description:
            'The type is told from the file’s first bytes; 415 for another type, 413 past the limit ' +
            `(${which === 'video' ? 'LECTURE_VIDEO_MAX_MB' : 'LECTURE_MATERIAL_MAX_MB'}). Students get the ` +
            "new file through their signed links at their next request. A video's real duration is read by " +
            'a background job (ffprobe) and set on the lecture once it has run.',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: StaffLecture, ...STAFF_ERRORS, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody },
        },
      },
      async (request) => {
        // Before a byte of the file is read.
        if (!(await findLecture(ctx.db, request.params.id)))
          throw detailError(404, translate(request.language, 'notFound'));
        const received = await receiveFile(request, kind, (source, extensionOf) =>
          ctx.storage.saveStream(kind.folder, source, extensionOf),
        );
        let outcome: Awaited<ReturnType<typeof setLectureFile>>;
        try {
          outcome = await setLectureFile(
            ctx.db,
            request.params.id,
            which === 'video'
              ? { kind: 'video', key: received.key }
              : {
                  kind: 'material',
                  key: received.key,
                  name: materialName(received.filename, received.extension),
                },
            which === 'video'
              ? (tx) => ctx.jobs.probeVideo(tx, { lectureId: request.params.id, key: received.key })
              : undefined,
          );
        } catch (error) {
          await ctx.storage.remove(received.key);
          throw error;
        }
        if (!outcome) {
          await ctx.storage.remove(received.key);
          throw detailError(404, translate(request.language, 'notFound'));
        }
        if (outcome.unused) await ctx.storage.remove(outcome.unused).catch(() => undefined);
        if (which === 'video') ctx.jobs.nudge('probe-video');
        return lectureBody(outcome.lecture);
      },
    );
  }

  app.put(
    '/lectures/:id/captions/:language/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'Upload or replace the lecture’s captions in a language: multipart part `file`, WebVTT or SRT',
        description:
          'Checked strictly (decision 0175): a malformed cue timing, cues out of order, a cue ending after the ' +
          'video’s `duration`, or markup other than WebVTT’s cue tags is 400 `{"file": [...]}`, each message ' +
          'naming the line. SRT is stored as WebVTT. 415 for another type, 413 past 1 MB. Students get the ' +
          'file through a signed link in their curriculum’s `captions`.',
        consumes: ['multipart/form-data'],
        params: CaptionParams,
        response: { 200: StaffLecture, ...STAFF_ERRORS, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const { id, language } = request.params;
      // Before a byte of the file is read.
      const lecture = await findLecture(ctx.db, id);
      if (!lecture) throw detailError(404, translate(request.language, 'notFound'));
      const received = await receiveCaptions(request);
      const checked = checkCaptions(received.bytes, received.format, lecture.duration * 60);
      if (!checked.ok)
        throw fieldError(
          'file',
          ...checked.problems.map((problem) => captionMessage(request.language, problem)),
        );
      const key = await ctx.storage.save('lectures', 'vtt', Buffer.from(checked.vtt, 'utf8'));
      let outcome: Awaited<ReturnType<typeof setLectureCaption>>;
      try {
        outcome = await setLectureCaption(ctx.db, id, { language, key, cues: checked.cues, at: ctx.now() });
      } catch (error) {
        await ctx.storage.remove(key);
        throw error;
      }
      if (!outcome) {
        await ctx.storage.remove(key);
        throw detailError(404, translate(request.language, 'notFound'));
      }
      if (outcome.unused) await ctx.storage.remove(outcome.unused).catch(() => undefined);
      return lectureBody(outcome.lecture);
    },
  );

  app.delete(
    '/lectures/:id/captions/:language/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Remove the lecture’s captions in a language (none there: the lecture as it is)',
        params: CaptionParams,
        response: { 200: StaffLecture, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const outcome = await removeLectureCaption(ctx.db, request.params.id, request.params.language);
      if (!outcome) throw detailError(404, translate(request.language, 'notFound'));
      if (outcome.unused) await ctx.storage.remove(outcome.unused).catch(() => undefined);
      return lectureBody(outcome.lecture);
    },
  );
};

export default lectureRoutes;
