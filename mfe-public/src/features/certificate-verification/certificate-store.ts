import { ApiError, createResource, type PublicCertificate } from '@academy/shared';
import { getCertificate } from './api/get-certificate';

/** One certificate as anyone may check it by its number; null when no certificate has that number. */
export const usePublicCertificate = createResource({
  fetch: async (number: string): Promise<PublicCertificate | null> => {
    try {
      return await getCertificate(number);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  fallback: 'certificateFetch',
});
