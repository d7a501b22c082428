/**
 * `@academy/rules`: pure rules that the API (compiled, at run time) and the browser (from source, in
 * webpack and jest) apply alike, so the browser never accepts what the server refuses (decision 0215).
 * No imports beyond this folder. A rule is one file with its test beside it, exported here.
 */
export { isSitePath } from './site-path';
export { meetingLinkHref } from './meeting-link';
export { isValidTaxpayerId, taxpayerIdProblem, type TaxpayerIdProblem } from './taxpayer-id';
export { ESSAY_WORD_LIMITS, countWords, type EssayKind } from './word-count';
export { REQUIRED_TEST_POINTS, TEST_QUESTION_POINTS } from './test-points';
export {
  ROSTER_CERTIFICATE_FILTERS,
  ROSTER_ESSAY_FILTERS,
  ROSTER_SORTS,
  type RosterCertificateFilterValue,
  type RosterEssayFilterValue,
  type RosterSortKey,
} from './roster-options';
export {
  CLIENT_ERROR_MESSAGE_LIMIT,
  CLIENT_ERROR_ROUTE_LIMIT,
  CLIENT_ERROR_STACK_LIMIT,
  scrubClientErrorRoute,
  scrubClientErrorText,
} from './client-error-text';
