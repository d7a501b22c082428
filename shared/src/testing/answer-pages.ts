import { api } from '../api/client';
import type { ResponseOf } from '../api/endpoint';
import type { AnswersEndpoint, ThreadAnswer } from '../resource/use-answer-thread';

/** A thread's page calls as (question id, page number), answered as the test says. */
export type AnswerPages<E extends AnswersEndpoint<ThreadAnswer>> = jest.Mock<
  Promise<ResponseOf<E>>,
  [number, number]
>;

/**
 * A fake network for the pages of an answer thread (useAnswerThread): before each test, every call
 * of `endpoint` through the kernel client goes to the mock returned, as (question id, page number),
 * page 1 when the query names none; any other call of the client fails the test. Call it at the top
 * level of a test file, after the `beforeEach` that resets the mocks (a reset clears this routing).
 */
export function fakeAnswerPages<E extends AnswersEndpoint<ThreadAnswer>>(endpoint: E): AnswerPages<E> {
  const pages: AnswerPages<E> = jest.fn();
  beforeEach(() => {
    jest.spyOn(api, 'call').mockImplementation(((
      definition: unknown,
      options?: { params?: { questionId?: unknown }; query?: { page?: string } },
    ) => {
      if (definition !== endpoint) throw new Error('unexpected call of the API client');
      return pages(Number(options?.params?.questionId), Number(options?.query?.page ?? 1));
    }) as unknown as typeof api.call);
  });
  return pages;
}
