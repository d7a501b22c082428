import { api } from '../client';
import type { Course } from '../types';
import { kernelEndpoints } from './table';

/** GET /courses/course/ */
export function getCourses(): Promise<Course[]> {
  return api.call(kernelEndpoints.courses);
}
