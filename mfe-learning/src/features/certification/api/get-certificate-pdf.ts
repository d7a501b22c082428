import { api } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/{courseId}/certificate/pdf/: the certificate as a PDF file (a refusal is read as its JSON detail). */
export function getCertificatePdf(courseId: number): Promise<Blob> {
  return api.call(endpoints.certificatePdf, { params: { courseId } });
}
