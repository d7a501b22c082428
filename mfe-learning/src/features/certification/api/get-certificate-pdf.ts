import { api } from '@academy/shared';

/** GET /courses/student/{courseId}/certificate/pdf/: the certificate as a PDF file. */
export function getCertificatePdf(courseId: number): Promise<Blob> {
  return api.get<Blob>(`/courses/student/${courseId}/certificate/pdf/`, {
    fallback: 'certificate',
    binary: true,
    addition: { name: 'completion', probe: false },
  });
}
