/**
 * `@academy/shared/early`: the kernel's request and visitor functions for the shell's scripts that run
 * before any bundle (first-screen/browser/). Free of imports beyond these files, so they are inlined
 * into the page at build time, whole: the page builds its first requests with the very functions the
 * site's client uses (docs/decisions/0208), not a copy.
 */
export { ACCEPT_LANGUAGES, requestHeaders } from '../api/request-headers';
export { FALLBACK_LANGUAGE } from '../i18n/languages';
export { storedRole, storedVisitor } from '../session/stored-visitor';
