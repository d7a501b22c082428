import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { detailError, fieldErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { teachingMessage } from '../../i18n/teaching-messages';
import { hasInvisibleCharacters } from '../../rules/visible-text';
import {
  type NewQuestion,
  type StaffTestRow,
  findStaffTest,
  replaceTest,
} from '../../repositories/staff-tests';
import { ErrorBody, IdParams } from '@academy/contract';
import { StaffTest, type StaffTestBody, TestReplaceBody } from '@academy/contract/teaching';
import { STAFF_ERRORS, TAG, bearer } from './shared';

function testBody(row: StaffTestRow): StaffTestBody {
  return {
    id: row.id,
    topic: row.topic_id,
    title: row.title,
    version: row.version,
    max_score: row.questions.reduce((sum, question) => sum + question.points, 0),
    attempts: row.attempts,
    questions: row.questions,
  };
}

/**
 * The key's rules, every problem at once under `questions` (1-based numbers, as the editor shows
 * them): a single-choice question has exactly one correct choice, a multiple-choice one at least one.
 */
function keyProblems(language: Parameters<typeof teachingMessage>[0], questions: NewQuestion[]): string[] {
  const problems: string[] = [];
  questions.forEach((question, index) => {
    const correct = question.choices.filter((choice) => choice.correct).length;
    if (question.kind === 'single' && correct !== 1)
      problems.push(teachingMessage(language, 'singleNeedsOne', { number: index + 1 }));
    if (question.kind === 'multiple' && correct < 1)
      problems.push(teachingMessage(language, 'multipleNeedsOne', { number: index + 1 }));
  });
  return problems;
}

/** A topic's test with its key, and its replacement (decisions 0702, 0192). */
const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;

  app.get(
    '/topics/:id/test/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'The topic’s test with the correct choices (an empty one when the topic has none yet)',
        params: IdParams,
        response: { 200: StaffTest, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const test = await findStaffTest(ctx.db, request.params.id);
      if (!test) throw detailError(404, translate(request.language, 'notFound'));
      return testBody(test);
    },
  );

  app.put(
    '/topics/:id/test/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Replace the topic’s questions: new attempts take them, past attempts keep their scores',
        params: IdParams,
        body: TestReplaceBody,
        response: { 200: StaffTest, ...STAFF_ERRORS, 404: ErrorBody },
      },
    },
    async (request) => {
      const language = request.language;
      const blank = translate(language, 'blank');
      const invisible = translate(language, 'invisibleCharacters');
      const errors: Record<string, string[]> = {};
      const text = (value: string, field: string) => {
        const trimmed = value.trim();
        if (trimmed === '') errors[field] = [blank];
        else if (hasInvisibleCharacters(trimmed)) errors[field] = [invisible];
        return trimmed;
      };
      const title = text(request.body.title, 'title');
      const questions: NewQuestion[] = request.body.questions.map((question, index) => ({
        prompt: text(question.prompt, `questions[${index}].prompt`),
        kind: question.kind,
        points: question.points,
        choices: question.choices.map((choice, choiceIndex) => ({
          label: text(choice.label, `questions[${index}].choices[${choiceIndex}].label`),
          correct: choice.correct,
        })),
      }));
      const problems = keyProblems(language, questions);
      if (problems.length > 0) errors.questions = problems;
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const test = await replaceTest(ctx.db, request.params.id, { title, questions }, ctx.now());
      if (!test) throw detailError(404, translate(language, 'notFound'));
      return testBody(test);
    },
  );
};

export default testRoutes;
