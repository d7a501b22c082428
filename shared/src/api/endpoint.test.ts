/**
 * @jest-environment node
 */
import {
  endpoint,
  fillPath,
  isEndpoint,
  parameterNames,
  type AnyEndpoint,
  type CallArguments,
  type CallOptions,
  type ResponseOf,
} from './endpoint';
import { list, mark, pdf, signIn } from '../testing/sample-endpoints';

/** A table's definition (docs/decisions/0210): data a test can read, and the types `api.call` takes from it. */

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type OptionsRequired<E extends AnyEndpoint> = CallArguments<E> extends [options: unknown] ? true : false;

describe('a definition', () => {
  it('is data a test can read: method, path, fallback and what the transport needs', () => {
    expect(mark).toEqual({
      method: 'put',
      path: '/courses/questions/:questionId/important/',
      fallback: 'questionMark',
      anonymous: false,
      addition: { name: 'questions', probe: false },
      upload: false,
      download: false,
      keepalive: false,
      timeout: null,
    });
    expect(Object.isFrozen(mark)).toBe(true);
    expect(isEndpoint(mark)).toBe(true);
    expect(isEndpoint({ method: 'get' })).toBe(false);
  });

  it('refuses a path that does not start with a slash', () => {
    expect(() => endpoint()({ method: 'get', path: 'courses/', fallback: 'coursesFetch' })).toThrow(
      /starts with "\/"/,
    );
  });

  it('fills its parameters encoded, and names a missing one', () => {
    expect(parameterNames('/courses/student/:courseId/essays/topics/:topicId/')).toEqual([
      'courseId',
      'topicId',
    ]);
    expect(fillPath('/courses/payments/:paymentId/refusal/', { paymentId: 'a/b c' })).toBe(
      '/courses/payments/a%2Fb%20c/refusal/',
    );
    expect(() => fillPath('/courses/tests/:testId/', {})).toThrow('no value for the parameter "testId"');
  });

  it('is typed from the definition (checked by the type check)', () => {
    // Each line fails the type check if the options a definition asks for change.
    const typed: [
      Same<CallOptions<typeof mark>['params'], { questionId: string | number }>,
      OptionsRequired<typeof mark>,
      OptionsRequired<typeof signIn>,
      Same<CallOptions<typeof signIn>['json'], { email: string }>,
      Same<CallOptions<typeof pdf>['json'], undefined>,
      Same<ResponseOf<typeof pdf>, Blob>,
      Same<OptionsRequired<typeof list>, false>,
    ] = [true, true, true, true, true, true, true];
    expect(typed.every(Boolean)).toBe(true);
  });
});
