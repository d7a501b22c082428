import { ApiError, type StaffLecture } from '@academy/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCalendar } from '../../resources/course-topics/api/get-calendar';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { calendar, calendarTopic, lecturePage, staffLecture } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getLectures } from './api/get-lectures';
import { patchLecture } from './api/patch-lecture';
import { deleteLectureCaptions, putLectureFile } from './api/put-lecture-file';
import { LectureDesk } from './LectureDesk';

jest.mock('./api/get-lectures');
jest.mock('./api/patch-lecture');
jest.mock('./api/put-lecture-file');
jest.mock('../../resources/course-topics/api/get-calendar');

eachTestAsInstructor();

beforeEach(() => {
  useCourseCalendar.getState().reset();
  jest.mocked(getCalendar).mockResolvedValue({
    ...calendar,
    topics: [calendarTopic(), calendarTopic({ id: 4, position: 4, title: 'The tribunal' })],
  });
});

function openDesk() {
  return renderAt(<LectureDesk />, '/teaching/lectures');
}

/** A video file of `size` bytes (its content does not matter: the API tells the type). */
function videoFile(name = 'week-3.webm', size = 2048) {
  return new File([new Uint8Array(size)], name, { type: 'video/webm' });
}

/** An upload that the test drives: its progress, its answer, and whether it was aborted. */
function controlledUpload() {
  const upload: {
    progress: (fraction: number) => void;
    finish: (lecture: StaffLecture) => void;
    fail: (error: unknown) => void;
    signal: AbortSignal | null;
  } = { progress: () => undefined, finish: () => undefined, fail: () => undefined, signal: null };
  jest.mocked(putLectureFile).mockImplementation(
    (_id, _kind, _file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        upload.progress = (fraction) => act(() => onProgress(fraction));
        upload.finish = resolve;
        upload.fail = reject;
        upload.signal = signal;
        // As the kernel's transport does: an aborted request rejects with the signal's reason.
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  return upload;
}

it('lists the lectures under their topics with their files and the accepted types', async () => {
  jest.mocked(getLectures).mockResolvedValue(
    lecturePage([
      staffLecture(),
      staffLecture({
        id: 13,
        title: 'Kompetenz',
        has_video: false,
        has_material: false,
        material_name: '',
      }),
      staffLecture({ id: 20, topic: 4, title: 'Appointing arbitrators', teacher_name: '' }),
    ]),
  );
  openDesk();
  const topic = await screen.findByRole('region', { name: 'Topic 3. Arbitration agreements' });
  const [first, second] = within(topic).getAllByRole('listitem');
  expect(first).toHaveTextContent('Separability');
  expect(first).toHaveTextContent('Dana Akhmetova');
  expect(first).toHaveTextContent('Video: MP4 file');
  expect(first).toHaveTextContent('Material: Separability.pdf');
  expect(second).toHaveTextContent('Video: none yet');
  expect(within(second as HTMLElement).getByLabelText('Upload a video (Kompetenz)')).toHaveAttribute(
    'accept',
    '.mp4,.webm,video/mp4,video/webm',
  );
  expect(within(first as HTMLElement).getByLabelText('Replace the material (Separability)')).toHaveAttribute(
    'accept',
    '.pdf,.docx,.pptx,.xlsx,.odt,.odp,.ods,.zip,application/pdf,application/zip',
  );
  expect(first).toHaveTextContent('MP4, WebM, up to 500 MB.');
  expect(first).toHaveTextContent('PDF, DOCX, PPTX, XLSX, ZIP, up to 50 MB.');
  const tribunal = screen.getByRole('region', { name: 'Topic 4. The tribunal' });
  expect(tribunal).toHaveTextContent('Appointing arbitrators');
  expect(tribunal).toHaveTextContent('No teacher named');
});

it('shows a spinner, then says when the course has no lecture', async () => {
  let answer: (page: ReturnType<typeof lecturePage>) => void = () => undefined;
  jest.mocked(getLectures).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  openDesk();
  expect(screen.getByRole('status', { name: 'Loading the lectures…' })).toBeInTheDocument();
  act(() => answer(lecturePage([])));
  expect(await screen.findByText('The course has no lecture yet.')).toBeInTheDocument();
});

it('shows a load error with a retry', async () => {
  jest
    .mocked(getLectures)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Topics fetch error' }))
    .mockResolvedValueOnce(lecturePage([staffLecture()]));
  openDesk();
  expect(await screen.findByRole('alert')).toHaveTextContent('Topics fetch error');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Separability' })).toBeInTheDocument();
});

it('names a topic by its number when the calendar could not be read', async () => {
  jest.mocked(getCalendar).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  openDesk();
  expect(await screen.findByRole('region', { name: 'Topic 3' })).toBeInTheDocument();
});

it('renames a lecture and changes its teacher; the list shows what the API saved', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  jest
    .mocked(patchLecture)
    .mockResolvedValue(staffLecture({ title: 'Separability of the clause', teacher_name: 'Erlan Bekov' }));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Separability' }));
  const title = screen.getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, ' Separability of the clause ');
  const teacher = screen.getByLabelText('Teacher');
  await userEvent.clear(teacher);
  await userEvent.type(teacher, 'Erlan Bekov');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Separability of the clause' })).toBeInTheDocument();
  expect(patchLecture).toHaveBeenCalledWith(12, {
    title: 'Separability of the clause',
    teacher_name: 'Erlan Bekov',
  });
  expect(screen.getByText('Erlan Bekov')).toBeInTheDocument();
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
});

it('refuses a blank title before any call, and shows the API’s refusal beside its field, keeping what was typed', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  jest.mocked(patchLecture).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'teacher_name: Remove the invisible characters.',
      fieldErrors: { teacher_name: ['Remove the invisible characters.'] },
    }),
  );
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Separability' }));
  const title = screen.getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Give the lecture a title.')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(patchLecture).not.toHaveBeenCalled();

  await userEvent.type(title, 'Consent');
  const teacher = screen.getByLabelText('Teacher');
  await userEvent.clear(teacher);
  await userEvent.type(teacher, 'Dana\u200b');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Remove the invisible characters.')).toBeInTheDocument();
  expect(teacher).toHaveAttribute('aria-invalid', 'true');
  expect(teacher).toHaveAccessibleDescription('Remove the invisible characters.');
  expect(title).toHaveValue('Consent');
  expect(teacher).toHaveValue('Dana\u200b');
  expect(screen.queryByText('Give the lecture a title.')).not.toBeInTheDocument();
});

it('uploads a video with its progress; the lecture then shows the new file', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  const upload = controlledUpload();
  openDesk();
  await userEvent.upload(await screen.findByLabelText('Replace the video (Separability)'), videoFile());
  expect(putLectureFile).toHaveBeenCalledWith(12, 'video', expect.any(File), expect.anything());
  const progress = screen.getByRole('progressbar', { name: 'Video upload: Separability' });
  expect(progress).toHaveAttribute('value', '0');
  upload.progress(0.425);
  expect(progress).toHaveAttribute('value', '42');
  expect(progress).toHaveAttribute('aria-valuetext', '42%');
  expect(screen.getByText('42%')).toBeInTheDocument();
  upload.progress(1);
  expect(progress).toHaveAttribute('aria-valuetext', '100%');
  await act(async () => upload.finish(staffLecture({ video_type: 'webm' })));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'week-3.webm is uploaded. Students get the new file at their next visit.',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('WEBM file')).toBeInTheDocument();
});

it('cancels an upload: the request is aborted and the lecture keeps its old file', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  const upload = controlledUpload();
  openDesk();
  await userEvent.upload(await screen.findByLabelText('Replace the video (Separability)'), videoFile());
  upload.progress(0.3);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
  expect(upload.signal?.aborted).toBe(true);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The upload of week-3.webm was cancelled. The lecture keeps its previous file.',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('MP4 file')).toBeInTheDocument();
  // The same file can be chosen again.
  expect(screen.getByLabelText('Replace the video (Separability)')).toBeEnabled();
});

it('says which size is allowed when the API refuses a file as too large (413)', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  jest.mocked(putLectureFile).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 413,
      message: 'The file is too large. The maximum size is 500 MB.',
    }),
  );
  openDesk();
  await userEvent.upload(await screen.findByLabelText('Replace the video (Separability)'), videoFile());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file is too large: the limit is 500 MB. Accepted types: MP4, WebM.',
  );
  expect(screen.getByText('MP4 file')).toBeInTheDocument();
});

it('refuses a file past the limit before sending a byte', async () => {
  jest.mocked(getLectures).mockResolvedValue(
    lecturePage([staffLecture()], {
      uploads: {
        ...lecturePage([]).uploads,
        material: { max_bytes: 1024 * 1024, types: 'PDF, ZIP', accept: '.pdf,.zip' },
      },
    }),
  );
  openDesk();
  const big = new File([new Uint8Array(1024 * 1024 + 1)], 'notes.pdf', { type: 'application/pdf' });
  await userEvent.upload(await screen.findByLabelText('Replace the material (Separability)'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This file is too large: the limit is 1 MB. Accepted types: PDF, ZIP.',
  );
  expect(putLectureFile).not.toHaveBeenCalled();
});

it('names the accepted types when the API refuses the file’s type (415)', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  jest
    .mocked(putLectureFile)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 415, message: 'This type is not accepted.' }));
  openDesk();
  await userEvent.upload(
    await screen.findByLabelText('Replace the material (Separability)'),
    new File(['not really'], 'notes.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This type of file is not accepted. Upload PDF, DOCX, PPTX, XLSX, ZIP, up to 50 MB.',
  );
});

it('shows another failure of an upload in the client’s words', async () => {
  jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
  jest
    .mocked(putLectureFile)
    .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection to the server' }));
  openDesk();
  await userEvent.upload(await screen.findByLabelText('Replace the video (Separability)'), videoFile());
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
});

describe('captions per language', () => {
  const vtt = (name = 'seat.en.vtt') =>
    new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello'], name, { type: 'text/vtt' });

  it('uploads captions in a language; the lecture then lists them with a way to remove them', async () => {
    jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
    jest.mocked(putLectureFile).mockResolvedValue(staffLecture({ captions: ['en'] }));
    openDesk();
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(item).toHaveTextContent('Captions (English): none yet');
    expect(item).toHaveTextContent('Captions (Русский): none yet');
    expect(within(item).getByLabelText('Upload captions (English) (Separability)')).toHaveAttribute(
      'accept',
      '.vtt,.srt,text/vtt,application/x-subrip',
    );
    expect(within(item).queryByRole('button', { name: /Remove the captions/ })).not.toBeInTheDocument();
    await userEvent.upload(within(item).getByLabelText('Upload captions (English) (Separability)'), vtt());
    expect(putLectureFile).toHaveBeenCalledWith(12, { captions: 'en' }, expect.any(File), expect.anything());
    expect(
      await within(item).findByText(
        'seat.en.vtt is uploaded. Students get the new file at their next visit.',
      ),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent('Captions (English): WebVTT file');
    expect(item).toHaveTextContent('Captions (Русский): none yet');
    expect(
      within(item).getByRole('button', { name: 'Remove the captions (English) (Separability)' }),
    ).toBeInTheDocument();
  });

  it('shows the API’s refusal naming the line, and the lecture keeps no captions', async () => {
    jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture()]));
    jest.mocked(putLectureFile).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Line 3: the cue’s timing is not valid.',
        fieldErrors: { file: ['Line 3: the cue’s timing is not valid.'] },
      }),
    );
    openDesk();
    await userEvent.upload(
      await screen.findByLabelText('Upload captions (Қазақша) (Separability)'),
      vtt('kk.vtt'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: the cue’s timing is not valid.');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Captions (Қазақша): none yet');
  });

  it('removes captions in one language and keeps the others', async () => {
    jest.mocked(getLectures).mockResolvedValue(lecturePage([staffLecture({ captions: ['en', 'ru'] })]));
    jest.mocked(deleteLectureCaptions).mockResolvedValue(staffLecture({ captions: ['en'] }));
    openDesk();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove the captions (Русский) (Separability)' }),
    );
    expect(deleteLectureCaptions).toHaveBeenCalledWith(12, 'ru');
    expect(
      await screen.findByText('The captions are removed. Students no longer see them.'),
    ).toBeInTheDocument();
    const item = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent('Captions (Русский): none yet');
    expect(item).toHaveTextContent('Captions (English): WebVTT file');
  });
});
