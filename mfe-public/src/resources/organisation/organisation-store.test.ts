import { act } from '@testing-library/react';
import type { OrganisationPerson } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { getOrganisationalStructure } from './api/get-organisational-structure';
import { useOrganisationStore } from './organisation-store';

jest.mock('./api/get-organisational-structure');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useOrganisationStore.getState().reset();
});

it('keeps the people and their groups', async () => {
  const people: OrganisationPerson[] = [
    {
      id: 1,
      full_name: 'A',
      position: 'President',
      photo: '',
      description: '',
      location: '',
      status: 'MEMBER',
    },
    {
      id: 2,
      full_name: 'B',
      position: 'Lecturer',
      photo: '',
      description: '',
      location: '',
      status: 'INSTRUCTOR',
    },
  ];
  jest.mocked(getOrganisationalStructure).mockResolvedValue(people);
  await act(() => useOrganisationStore.getState().load());
  const data = useOrganisationStore.getState().data;
  expect(data?.items).toEqual(people);
  expect(data?.groups.instructors.map((p) => p.id)).toEqual([2]);
  expect(data?.groups.board.map((p) => p.id)).toEqual([1]);
});

it('stores the error for the carousel', async () => {
  jest.mocked(getOrganisationalStructure).mockRejectedValue(new Error('boom'));
  await act(() => useOrganisationStore.getState().load());
  expect(useOrganisationStore.getState()).toMatchObject({
    status: 'error',
    error: 'Organisational structure fetch error',
  });
});
