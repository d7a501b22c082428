import { LANGUAGE_STORAGE_KEY, visitorLanguage, type Language } from '../i18n/languages';
import { ACCOUNT_ROLE_KEY, STUDENT_NAME_KEY, TOKEN_KEY } from './storage-keys';

/** What the browser keeps of a visitor, as the kernel reads it once loaded. */
export interface StoredVisitor {
  /** The language the i18n instance will pick (visitorLanguage). */
  language: Language;
  /** The access token the token store will hold, or null. */
  token: string | null;
  /** The name shown on the last visit; only alongside a token, as the session store keeps it. */
  name: string | null;
  /** The account's role as last read (ACCOUNT_ROLE_KEY); only alongside a token. */
  role: string | null;
}

/**
 * The visitor as the page sees them before any bundle has run (the shell's visitor script inlines this,
 * docs/decisions/0208): the same keys and the same choice of language as the token store and the i18n
 * instance. Storage refused (privacy settings) reads as signed out, in the browser's language.
 */
/** As much of a window as storedVisitor reads. */
export interface VisitorWindow {
  readonly localStorage: Pick<Storage, 'getItem'>;
  readonly navigator: { readonly languages?: readonly string[]; readonly language?: string };
}

export function storedVisitor(win: VisitorWindow): StoredVisitor {
  let stored: string | null = null;
  let token: string | null = null;
  let name: string | null = null;
  try {
    stored = win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    token = win.localStorage.getItem(TOKEN_KEY);
    name = win.localStorage.getItem(STUDENT_NAME_KEY);
  } catch {
    // Storage refused: nothing stored.
  }
  return {
    language: visitorLanguage(stored, win.navigator),
    token,
    name: token === null ? null : name,
    role: storedRole(win),
  };
}

/**
 * The account's role as last read (ACCOUNT_ROLE_KEY), only alongside a token; null when storage is
 * refused. Read alone by the page's early start, which starts a staff area's code for it (0008).
 */
export function storedRole(win: Pick<VisitorWindow, 'localStorage'>): string | null {
  try {
    return win.localStorage.getItem(TOKEN_KEY) === null ? null : win.localStorage.getItem(ACCOUNT_ROLE_KEY);
  } catch {
    // Storage refused: nothing stored.
    return null;
  }
}
