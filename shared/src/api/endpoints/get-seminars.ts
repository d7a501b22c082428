import { api } from '../client';
import type { Seminar } from '../types';
import { kernelEndpoints } from './table';

/** GET /courses/seminars/ */
export function getSeminars(): Promise<Seminar[]> {
  return api.call(kernelEndpoints.seminars);
}
