/**
 * The browser paths of the instructors' screens (routes.json), written once. The staff area's screens
 * and the teaching API share the `/teaching/` prefix, so this is the one file besides the endpoint table
 * that may write it (src/api/endpoints.test.ts allows it): a path anywhere else is an API path and is
 * refused there.
 */
export const screenPaths = {
  /** The essays queue's second path, where the staff area opens. */
  home: '/teaching',
  essays: '/teaching/essays',
  essay: (essayId: number) => `/teaching/essays/${essayId}`,
  questions: '/teaching/questions',
  seminars: '/teaching/seminars',
  calendar: '/teaching/calendar',
  tests: '/teaching/tests',
  lectures: '/teaching/lectures',
  students: '/teaching/students',
} as const;
