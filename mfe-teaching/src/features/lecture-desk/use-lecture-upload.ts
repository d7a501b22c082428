import { ApiError, errorMessage, type StaffLecture, type UploadLimit } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { putLectureFile, type LectureFileKind } from './api/put-lecture-file';

/** Where one lecture file's upload stands; `percent` is 0..100, whole. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; fileName: string }
  | { phase: 'done'; fileName: string }
  | { phase: 'removed' }
  | { phase: 'cancelled'; fileName: string }
  | { phase: 'tooLarge' }
  | { phase: 'wrongType' }
  | { phase: 'failed'; message: string };

/**
 * One lecture file's upload (decision 0801): a file larger than the API's limit is refused before a
 * byte is sent; otherwise it is sent with its progress, and `cancel` aborts the request, so the API
 * removes the partial file and the lecture keeps its old one. Leaving the screen cancels it too.
 */
export function useLectureUpload(
  lectureId: number,
  kind: LectureFileKind,
  limit: UploadLimit,
  onSaved: (lecture: StaffLecture) => void,
) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      if (controller.current) return;
      if (file.size > limit.max_bytes) {
        setState({ phase: 'tooLarge' });
        return;
      }
      const current = new AbortController();
      controller.current = current;
      setState({ phase: 'uploading', percent: 0, fileName: file.name });
      try {
        const saved = await putLectureFile(lectureId, kind, file, {
          signal: current.signal,
          onProgress: (fraction) => {
            if (current.signal.aborted) return;
            const percent = Math.min(100, Math.floor(fraction * 100));
            setState({ phase: 'uploading', percent, fileName: file.name });
          },
        });
        if (current.signal.aborted) return;
        onSaved(saved);
        setState({ phase: 'done', fileName: file.name });
      } catch (error) {
        if (current.signal.aborted) setState({ phase: 'cancelled', fileName: file.name });
        else if (error instanceof ApiError && error.status === 413) setState({ phase: 'tooLarge' });
        else if (error instanceof ApiError && error.status === 415) setState({ phase: 'wrongType' });
        else setState({ phase: 'failed', message: errorMessage(error, 'topicsFetch') });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [kind, lectureId, limit.max_bytes, onSaved],
  );

  const cancel = useCallback(() => {
    const current = controller.current;
    if (!current) return;
    current.abort();
    controller.current = null;
    setState((before) =>
      before.phase === 'uploading' ? { phase: 'cancelled', fileName: before.fileName } : before,
    );
  }, []);

  /** Removes the file (`call`: the kind's DELETE) and shows the lecture without it. */
  const remove = useCallback(
    async (call: () => Promise<StaffLecture>) => {
      if (controller.current) return;
      try {
        onSaved(await call());
        setState({ phase: 'removed' });
      } catch (error) {
        setState({ phase: 'failed', message: errorMessage(error, 'topicsFetch') });
      }
    },
    [onSaved],
  );

  return { state, upload, cancel, remove };
}
