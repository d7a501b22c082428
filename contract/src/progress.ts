import { Type } from 'typebox';

/**
 * The body of a progress save (decision 0170); the answers are the entities LectureProgress and
 * CourseProgress of entities.ts. The front end's payload type is its Static<>.
 */

/** PUT /courses/student/lectures/{lectureId}/progress/ */
export const ProgressSaveBody = Type.Object({
  position: Type.Number({ minimum: 0, description: 'Seconds into the video; 0 for a reading' }),
  completed: Type.Optional(Type.Boolean({ default: false })),
});
