import { createMutation, createResource, type RosterPage, type RosterQuery } from '@academy/shared';
import { getRoster } from './api/get-roster';
import { postRevocation } from './api/post-revocation';

/** One page of the roster for the filters, sort and page in the address. */
export const useRoster = createResource<RosterPage, [RosterQuery]>({
  fetch: (query) => getRoster(query),
  fallback: 'coursesFetch',
});

/** Revoking a certificate; its row shows it revoked. */
export const useRevokeCertificate = createMutation({
  mutate: (number: string, reason: string) => postRevocation(number, reason),
  fallback: 'certificate',
  onSuccess: (revocation) =>
    useRoster.getState().setData((page) =>
      page
        ? {
            ...page,
            results: page.results.map((row) =>
              row.certificate?.number === revocation.number
                ? { ...row, certificate: { ...row.certificate, status: revocation.status } }
                : row,
            ),
          }
        : page,
    ),
});

export function resetRoster(): void {
  useRoster.getState().reset();
  useRevokeCertificate.getState().reset();
}
