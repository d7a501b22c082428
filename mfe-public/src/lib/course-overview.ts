/**
 * The figures of the course overview on the home page (docs/product/constants.md#course-figures). The course
 * page holds the space of this many topics while its topics load.
 */
export const COURSE_OVERVIEW = {
  topics: 16,
  lectures: 35,
  /** 56 h 18 m */
  totalMinutes: 56 * 60 + 18,
} as const;
