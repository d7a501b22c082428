import { signInFirst, standaloneRoutesFrom } from '@academy/shared/standalone';
import declarations from '../../routes.json';
import { NAMESPACE } from '../locales';

/** A mail's unsubscribe link works without a session (docs/decisions/0045): no sign-in before it. */
const FOR_VISITORS = ['/unsubscribe/:token'];

/**
 * The screens this remote exposes (routes.json), at the same paths the shell gives them. Alone, the
 * frame has no sign-in screen, so the profile asks a signed-out developer to sign in in place
 * (the kernel's form, docs/decisions/0602).
 */
export const standaloneRoutes = standaloneRoutesFrom(
  declarations,
  NAMESPACE,
  (screen) => import(/* webpackInclude: /Page\.tsx$/ */ `../${screen}`),
).map((route) =>
  FOR_VISITORS.includes(route.path)
    ? route
    : signInFirst(route, {
        titleKey: `${NAMESPACE}:standalone.title`,
        noteKey: `${NAMESPACE}:standalone.note`,
      }),
);
