/**
 * The teaching roster's sort keys and filters (docs/decisions/0136, 0804): the values the API accepts
 * in `GET /teaching/students/` and its CSV export (contract/src/teaching.ts builds its query
 * schema from these lists) and the options the roster screen offers, in the order it offers them. The
 * first of each list is the default. Keep this file free of imports: the front end runs it too.
 */

/** A leading `-` reverses; `name` (the default) sorts by last name, first name, then email. */
export const ROSTER_SORTS = [
  'name',
  '-name',
  'progress',
  '-progress',
  'test_points',
  '-test_points',
  'enrolled',
  '-enrolled',
] as const;

/** `waiting`: an essay waits for evaluation; `returned`: one was returned; `final_accepted`: the final essay is accepted. */
export const ROSTER_ESSAY_FILTERS = ['any', 'waiting', 'returned', 'final_accepted'] as const;

/** By the certificate of the course: `none` means not issued yet. */
export const ROSTER_CERTIFICATE_FILTERS = ['any', 'valid', 'revoked', 'none'] as const;

export type RosterSortKey = (typeof ROSTER_SORTS)[number];
export type RosterEssayFilterValue = (typeof ROSTER_ESSAY_FILTERS)[number];
export type RosterCertificateFilterValue = (typeof ROSTER_CERTIFICATE_FILTERS)[number];
