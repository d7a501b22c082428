/**
 * Every catalog imported statically, for tests and tooling only: the site loads
 * catalogs per namespace on demand through initI18n, never through this file.
 */
import en_common from './locales/en/common.json';
import en_shell from './locales/en/shell.json';
import en_public from './locales/en/public.json';
import en_auth from './locales/en/auth.json';
import en_profile from './locales/en/profile.json';
import en_learning from './locales/en/learning.json';
import ru_common from './locales/ru/common.json';
import ru_shell from './locales/ru/shell.json';
import ru_public from './locales/ru/public.json';
import ru_auth from './locales/ru/auth.json';
import ru_profile from './locales/ru/profile.json';
import ru_learning from './locales/ru/learning.json';
import kk_common from './locales/kk/common.json';
import kk_shell from './locales/kk/shell.json';
import kk_public from './locales/kk/public.json';
import kk_auth from './locales/kk/auth.json';
import kk_profile from './locales/kk/profile.json';
import kk_learning from './locales/kk/learning.json';

export const ALL_RESOURCES = {
  en: { common: en_common, shell: en_shell, public: en_public, auth: en_auth, profile: en_profile, learning: en_learning },
  ru: { common: ru_common, shell: ru_shell, public: ru_public, auth: ru_auth, profile: ru_profile, learning: ru_learning },
  kk: { common: kk_common, shell: kk_shell, public: kk_public, auth: kk_auth, profile: kk_profile, learning: kk_learning },
};
