import { signInFirst, standaloneRoutesFrom } from '@academy/shared/standalone';
import declarations from '../../routes.json';
import { NAMESPACE } from '../locales';

/**
 * The screens this remote exposes (routes.json), at the same paths the shell gives them. Alone, the
 * frame has neither the sign-in screen nor the shell's role gate, so each screen asks a signed-out
 * developer to sign in in place and tells an account without the role that it is for instructors
 * (the kernel's form and check, docs/decisions/0602, 0802).
 */
export const standaloneRoutes = standaloneRoutesFrom(
  declarations,
  NAMESPACE,
  (screen) => import(/* webpackInclude: /Page\.tsx$/ */ `../${screen}`),
).map((route) =>
  signInFirst(route, { titleKey: `${NAMESPACE}:standalone.title`, noteKey: `${NAMESPACE}:standalone.note` }),
);
