import fs from 'node:fs';
import path from 'node:path';
import { type Language, type MessageKey, translate } from '../i18n/messages';

const COMMON_PASSWORDS_FILE = path.resolve(__dirname, '..', '..', 'assets', 'common-passwords.txt');
let commonPasswords: Set<string> | null = null;

function loadCommonPasswords(): Set<string> {
  if (commonPasswords === null) {
    const lines = fs.readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n');
    commonPasswords = new Set(
      lines.map((line) => line.trim().toLowerCase()).filter((line) => line.length > 0),
    );
  }
  return commonPasswords;
}

const MAX_SIMILARITY = 0.7;
const MIN_LENGTH = 8;

/** Python's difflib.SequenceMatcher.quick_ratio: shared characters, counted with multiplicity. */
function quickRatio(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(char, left - 1);
    }
  }
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matches) / total;
}

function tooSimilarToEmail(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const parts = [email, ...email.split(/\W+/)]
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 0);
  for (const part of parts) {
    // Django skips values much shorter than the password: they cannot make it similar.
    if (lowered.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * lowered.length) continue;
    if (quickRatio(lowered, part) >= MAX_SIMILARITY) return true;
  }
  return false;
}

/** Django's four default validators, in Django's order, each reporting its own message. */
export function passwordProblems(password: string, email: string): MessageKey[] {
  const problems: MessageKey[] = [];
  if (email && tooSimilarToEmail(password, email)) problems.push('passwordSimilar');
  if (password.length < MIN_LENGTH) problems.push('passwordTooShort');
  if (loadCommonPasswords().has(password.toLowerCase().trim())) problems.push('passwordTooCommon');
  if (/^\d+$/.test(password)) problems.push('passwordNumeric');
  return problems;
}

export function validatePassword(password: string, email: string, language: Language): string[] {
  return passwordProblems(password, email).map((key) => translate(language, key));
}
