import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireInstructor } from '../../plugins/auth';
import calendarRoutes from './calendar';
import essayRoutes from './essays';
import lectureRoutes from './lectures';
import questionRoutes from './questions';
import seminarRoutes from './seminars';
import studentRoutes from './students';
import testRoutes from './tests';

/**
 * The staff API (prefix /teaching, decisions 0190-0192; the route table is in contract/src/teaching.ts). One
 * onRequest hook, here, checks every route before its input is validated: 401 for a visitor, 403 for
 * an account that is not an instructor, the role read from the database at each request.
 */
const teachingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireInstructor(app));
  await app.register(essayRoutes);
  await app.register(questionRoutes);
  await app.register(seminarRoutes);
  await app.register(calendarRoutes);
  await app.register(testRoutes);
  await app.register(lectureRoutes);
  await app.register(studentRoutes);
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/teaching';

export default teachingRoutes;
