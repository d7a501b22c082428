import { act, renderHook } from '@testing-library/react';
import { forgetAdditions, judgeAddition, useOffered } from './additions';
import { ApiError } from './errors';

beforeEach(() => forgetAdditions());

it('renders again with false once the API answers that it does not serve the addition', () => {
  const { result } = renderHook(() => [useOffered('payments'), useOffered('progress')]);
  expect(result.current).toEqual([true, true]);
  act(() => {
    judgeAddition(
      { name: 'payments', probe: true },
      new ApiError({ kind: 'http', status: 404, message: 'Not found.' }),
    );
  });
  expect(result.current).toEqual([false, true]);
});

it('stays true after failures that say nothing about the addition', () => {
  const { result } = renderHook(() => useOffered('payments'));
  act(() => {
    judgeAddition(
      { name: 'payments', probe: false },
      new ApiError({ kind: 'http', status: 404, message: 'x' }),
    );
    judgeAddition({ name: 'payments', probe: true }, new ApiError({ kind: 'offline', message: 'x' }));
    judgeAddition(
      { name: 'payments', probe: true },
      new ApiError({ kind: 'http', status: 500, message: 'x' }),
    );
  });
  expect(result.current).toBe(true);
});
