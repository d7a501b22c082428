import { api } from '../client';

/**
 * GET /courses/student/{courseId}/certificate/pdf/: the student's certificate as a PDF file (a refusal
 * is read as its JSON detail). The course page and the profile both download it (decision 0703).
 */
export function getCertificatePdf(courseId: number): Promise<Blob> {
  return api.download(`/courses/student/${courseId}/certificate/pdf/`, {
    fallback: 'certificate',
    addition: { name: 'completion', probe: false },
  });
}
