import { api } from '@academy/shared';

/** GET /courses/student/{courseId}/certificate/pdf/: the certificate as a PDF file (a refusal is read as its JSON detail). */
export function getCertificatePdf(courseId: number): Promise<Blob> {
  return api.download(`/courses/student/${courseId}/certificate/pdf/`, {
    fallback: 'certificate',
    addition: { name: 'completion', probe: false },
  });
}
