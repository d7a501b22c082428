import type {
  CalendarTopic,
  RosterPage,
  RosterRow,
  StaffAnswer,
  StaffEssay,
  StaffEssayPage,
  StaffEssaySummary,
  StaffLecture,
  StaffLecturePage,
  StaffQuestion,
  StaffQuestionPage,
  StaffSeminar,
  StaffSeminarPage,
  TeachingCalendar,
} from '@academy/shared';

/** Test data in the API's shapes (shared/src/api/types.ts). */
export const aruzhan = { id: 7, email: 'aruzhan@academy.test', first_name: 'Aruzhan', last_name: 'Sadykova' };

export function essaySummary(overrides: Partial<StaffEssaySummary> = {}): StaffEssaySummary {
  return {
    id: 41,
    course: 1,
    topic: 3,
    topic_title: 'Arbitration agreements',
    kind: 'topic',
    status: 'submitted',
    word_count: 287,
    version: 2,
    student: aruzhan,
    submitted_at: '2026-11-20T09:30:00Z',
    evaluated_at: null,
    ...overrides,
  };
}

export function essayPage(results: StaffEssaySummary[], more: Partial<StaffEssayPage> = {}): StaffEssayPage {
  return { count: results.length, next: null, previous: null, results, ...more };
}

export function staffEssay(overrides: Partial<StaffEssay> = {}): StaffEssay {
  return {
    ...essaySummary(),
    text: 'An arbitration agreement is separable from the main contract.',
    word_limit: 300,
    feedback: 'Say why separability matters.',
    revision: 'r-2',
    versions: [
      {
        version: 1,
        text: 'First attempt at the essay.',
        word_count: 5,
        status: 'returned',
        feedback: 'Say why separability matters.',
        submitted_at: '2026-11-10T09:30:00Z',
        evaluated_at: '2026-11-11T10:00:00Z',
      },
      {
        version: 2,
        text: 'An arbitration agreement is separable from the main contract.',
        word_count: 287,
        status: 'submitted',
        feedback: '',
        submitted_at: '2026-11-20T09:30:00Z',
        evaluated_at: null,
      },
    ],
    ...overrides,
  };
}

export function calendarTopic(overrides: Partial<CalendarTopic> = {}): CalendarTopic {
  return {
    id: 3,
    course: 1,
    position: 3,
    title: 'Arbitration agreements',
    schedule: 'term',
    opens_after_days: 14,
    opens_at: null,
    openings: [],
    ...overrides,
  };
}

export const calendar: TeachingCalendar = { terms: [], topics: [calendarTopic()] };

export function staffQuestion(overrides: Partial<StaffQuestion> = {}): StaffQuestion {
  return {
    id: 5,
    lecture: 12,
    lecture_title: 'Separability',
    topic: 3,
    topic_title: 'Arbitration agreements',
    course: 1,
    title: 'Does separability survive a void main contract?',
    content: 'If the main contract is void, is the arbitration clause void too?',
    created_at: '2026-11-21T08:00:00Z',
    user: { first_name: 'Aruzhan', last_name: 'Sadykova', photo: null },
    is_important: false,
    answers: [],
    answers_count: overrides.answers?.length ?? 0,
    ...overrides,
  };
}

export function questionPage(
  results: StaffQuestion[],
  more: Partial<StaffQuestionPage> = {},
): StaffQuestionPage {
  return { count: results.length, next: null, previous: null, results, ...more };
}

export function staffAnswer(overrides: Partial<StaffAnswer> = {}): StaffAnswer {
  return {
    id: 90,
    question: 5,
    title: '',
    content: 'Yes: the clause is a separate agreement.',
    created_at: '2026-11-22T08:00:00Z',
    user: { first_name: 'Erlan', last_name: 'Bekov', photo: null },
    ...overrides,
  };
}

export function staffSeminar(overrides: Partial<StaffSeminar> = {}): StaffSeminar {
  return {
    id: 8,
    course: 1,
    title: 'Drafting the arbitration clause',
    date: '2026-12-05',
    time: '18:00:00',
    teacher_name: 'Erlan Bekov',
    link: 'https://meet.example.org/clause',
    cancelled: false,
    cancelled_at: null,
    cancellation_reason: '',
    ...overrides,
  };
}

export function seminarPage(results: StaffSeminar[]): StaffSeminarPage {
  return { count: results.length, next: null, previous: null, results };
}

export function rosterRow(overrides: Partial<RosterRow> = {}): RosterRow {
  return {
    student: aruzhan,
    course: 1,
    enrolled_at: '2026-09-02T10:00:00Z',
    lectures_completed: 20,
    lectures_total: 35,
    test_points: 84,
    essays: { draft: 1, submitted: 1, accepted: 6, returned: 0 },
    final_essay: null,
    certificate: null,
    ...overrides,
  };
}

export function rosterPage(results: RosterRow[], more: Partial<RosterPage> = {}): RosterPage {
  return { count: results.length, next: null, previous: null, results, ...more };
}

export function staffLecture(overrides: Partial<StaffLecture> = {}): StaffLecture {
  return {
    id: 12,
    topic: 3,
    title: 'Separability',
    teacher_name: 'Dana Akhmetova',
    duration: 18,
    has_video: true,
    has_material: true,
    video_type: 'mp4',
    material_name: 'Separability.pdf',
    captions: [],
    ...overrides,
  };
}

/** A page of lectures with the upload limits of a deployment: 500 MB of video, 50 MB of material. */
export function lecturePage(results: StaffLecture[], more: Partial<StaffLecturePage> = {}): StaffLecturePage {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    uploads: {
      video: { max_bytes: 500 * 1024 * 1024, types: 'MP4, WebM', accept: '.mp4,.webm,video/mp4,video/webm' },
      material: {
        max_bytes: 50 * 1024 * 1024,
        types: 'PDF, DOCX, PPTX, XLSX, ZIP',
        accept: '.pdf,.docx,.pptx,.xlsx,.odt,.odp,.ods,.zip,application/pdf,application/zip',
      },
      captions: {
        max_bytes: 1024 * 1024,
        types: 'WebVTT, SRT',
        accept: '.vtt,.srt,text/vtt,application/x-subrip',
      },
    },
    ...more,
  };
}
