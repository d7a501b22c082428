import { api } from '../client';
import { kernelEndpoints } from './table';

/**
 * GET /courses/student/{courseId}/certificate/pdf/: the student's certificate as a PDF file (a refusal
 * is read as its JSON detail). The course page and the profile both download it (decision 0703, 2.2.0).
 */
export function getCertificatePdf(courseId: number): Promise<Blob> {
  return api.call(kernelEndpoints.certificatePdf, { params: { courseId } });
}
