import { standaloneRoutesFrom } from '@academy/shared/standalone';
import declarations from '../../routes.json';
import { NAMESPACE } from '../locales';

/** The screens this remote exposes (routes.json), at the same paths the shell gives them. */
export const standaloneRoutes = standaloneRoutesFrom(
  declarations,
  NAMESPACE,
  (screen) => import(/* webpackInclude: /Page\.tsx$/ */ `../${screen}`),
);
