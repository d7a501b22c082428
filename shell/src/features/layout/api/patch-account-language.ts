import { api, type Language, type User } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PATCH /student/student/update/ with the language alone: the account's answer. */
export function patchAccountLanguage(language: Language): Promise<User> {
  return api.call(endpoints.accountLanguage, { json: { language } });
}
