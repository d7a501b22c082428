import { act } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { initTestI18n } from '../testing';
import { createResource } from './create-resource';
import { createMutation } from './create-mutation';

beforeAll(async () => {
  await initTestI18n('en');
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createResource', () => {
  it('goes idle → loading → success and keeps the data', async () => {
    const answer = deferred<string[]>();
    const useBooks = createResource({
      fetch: () => answer.promise,
      fallback: 'booksFetch',
      initialData: [] as string[],
    });
    expect(useBooks.getState()).toMatchObject({ data: [], status: 'idle', error: null });
    const pending = useBooks.getState().load();
    expect(useBooks.getState().status).toBe('loading');
    answer.resolve(['Born']);
    expect(await act(() => pending)).toBe(true);
    expect(useBooks.getState()).toMatchObject({ data: ['Born'], status: 'success', error: null });
  });

  it("shows the failure's message, else the call's translated fallback, and keeps the last data", async () => {
    const fetch = jest
      .fn<Promise<string>, []>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection' }))
      .mockRejectedValueOnce(new Error('boom'));
    const useThing = createResource({ fetch, fallback: 'coursesFetch' });
    await act(() => useThing.getState().load());
    expect(await act(() => useThing.getState().load())).toBe(false);
    expect(useThing.getState()).toMatchObject({ data: 'first', status: 'error', error: 'No connection' });
    await act(() => useThing.getState().load());
    expect(useThing.getState().error).toBe('Courses fetch error');
  });

  it('shares one call between loads with the same arguments while it runs', async () => {
    const fetch = jest.fn(async (id: number) => `course ${id}`);
    const useCourse = createResource({ fetch, fallback: 'coursesFetch' });
    await act(() => Promise.all([useCourse.getState().load(1), useCourse.getState().load(1)]));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => useCourse.getState().load(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the answer of the newest load when an older one arrives late', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const fetch = jest.fn((id: number) => (id === 1 ? first.promise : second.promise));
    const useCourse = createResource({ fetch, fallback: 'coursesFetch' });
    const one = useCourse.getState().load(1);
    const two = useCourse.getState().load(2);
    second.resolve('course 2');
    await act(() => two);
    first.resolve('course 1');
    await act(() => one);
    expect(useCourse.getState()).toMatchObject({ data: 'course 2', args: [2], status: 'success' });
  });

  it('reloads with the last arguments, changes data in place and resets', async () => {
    const fetch = jest.fn(async (id: number) => [id]);
    const useList = createResource({ fetch, fallback: 'topicsFetch', initialData: [] as number[] });
    expect(await useList.getState().reload()).toBe(false);
    await act(() => useList.getState().load(3));
    await act(() => useList.getState().reload());
    expect(fetch).toHaveBeenLastCalledWith(3);
    act(() => useList.getState().setData((data) => [...(data ?? []), 4]));
    expect(useList.getState().data).toEqual([3, 4]);
    act(() => useList.getState().reset());
    expect(useList.getState()).toMatchObject({ data: [], status: 'idle', args: null });
  });
});

describe('createMutation', () => {
  it('is pending while it runs, then keeps the result', async () => {
    const answer = deferred<{ id: number }>();
    const onSuccess = jest.fn();
    const useSend = createMutation({
      mutate: (_text: string) => answer.promise,
      fallback: 'question',
      onSuccess,
    });
    const pending = useSend.getState().run('Why?');
    expect(useSend.getState().pending).toBe(true);
    answer.resolve({ id: 9 });
    expect(await act(() => pending)).toBe(true);
    expect(useSend.getState()).toMatchObject({ pending: false, error: null, data: { id: 9 } });
    expect(onSuccess).toHaveBeenCalledWith({ id: 9 }, 'Why?');
  });

  it('keeps the error, code, field errors and wait of a failure', async () => {
    const useSend = createMutation({
      mutate: async () => {
        throw new ApiError({
          kind: 'http',
          status: 429,
          message: 'Too many requests.',
          code: 'throttled',
          fieldErrors: { email: ['Wait.'] },
          retryAfter: 30,
        });
      },
      fallback: 'resendCode',
    });
    expect(await act(() => useSend.getState().run())).toBe(false);
    expect(useSend.getState()).toMatchObject({
      pending: false,
      error: 'Too many requests.',
      errorCode: 'throttled',
      fieldErrors: { email: ['Wait.'] },
      retryAfter: 30,
      data: null,
    });
  });

  it("uses the call's translated fallback, or the given message, for a failure without one", async () => {
    const plain = createMutation({ mutate: () => Promise.reject(new Error('boom')), fallback: 'payment' });
    await act(() => plain.getState().run());
    expect(plain.getState().error).toBe('Payment creation error');
    const worded = createMutation({
      mutate: () => Promise.reject(new Error('boom')),
      fallback: 'payment',
      message: () => 'Custom',
    });
    await act(() => worded.getState().run());
    expect(worded.getState().error).toBe('Custom');
  });

  it('shows a rule error without a call, and resets', () => {
    const mutate = jest.fn(async () => 'ok');
    const useSend = createMutation({ mutate, fallback: 'feedback' });
    act(() => useSend.getState().fail('Please fill in all fields!'));
    expect(useSend.getState()).toMatchObject({ error: 'Please fill in all fields!', pending: false });
    act(() => useSend.getState().reset());
    expect(useSend.getState().error).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
  });
});
