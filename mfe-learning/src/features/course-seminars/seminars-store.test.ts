import { act } from '@testing-library/react';
import { getSeminars, type Seminar } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getSeminar } from './api/get-seminar';
import { useCourseSeminars } from './seminars-store';

jest.mock('@academy/shared/src/api/endpoints/get-seminars');
jest.mock('./api/get-seminar');

const seminar = (id: number): Seminar => ({
  id,
  title: `Seminar ${id}`,
  date: '2026-12-01',
  time: '18:00:00',
  teacher: { teacher_name: 'Dr Smith' },
  link: 'https://meet.example.org/1',
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCourseSeminars.getState().reset();
});

describe('seminars', () => {
  it('holds the list, replaced by the single seminar after a fetch by id', async () => {
    jest.mocked(getSeminars).mockResolvedValue([seminar(1), seminar(2)]);
    jest.mocked(getSeminar).mockResolvedValue(seminar(2));
    await act(() => useCourseSeminars.getState().load());
    expect(useCourseSeminars.getState().data).toHaveLength(2);
    await act(() => useCourseSeminars.getState().load(2));
    expect(useCourseSeminars.getState().data).toEqual([seminar(2)]);
  });

  it('reports a failure', async () => {
    jest.mocked(getSeminars).mockRejectedValue(new Error('boom'));
    await act(() => useCourseSeminars.getState().load());
    expect(useCourseSeminars.getState()).toMatchObject({ status: 'error', error: 'Seminars fetch error' });
  });
});
