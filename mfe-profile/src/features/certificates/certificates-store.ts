import { createResource, type Certificate } from '@academy/shared';
import { getCertificates } from './api/get-certificates';

/** The student's certificates, loaded from the API each time the panel opens. */
export const useCertificates = createResource({
  fetch: (): Promise<Certificate[]> => getCertificates(),
  fallback: 'certificate',
});

/** Forgets the certificates (log out, account deleted). */
export function resetCertificates(): void {
  useCertificates.getState().reset();
}
