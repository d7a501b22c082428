import type { getCourses } from '@academy/shared';
import type { getOrganisationalStructure } from '../../resources/organisation/api/get-organisational-structure';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import HomePage from './HomePage';
import { PARTNERS } from './partners';

jest.mock('@academy/shared/src/api/endpoints/get-courses', () => ({ getCourses: jest.fn() }));
jest.mock('../../resources/organisation/api/get-organisational-structure', () => ({
  getOrganisationalStructure: jest.fn(),
}));

const mockedGetCourses = jest.requireMock<{ getCourses: jest.MockedFunction<typeof getCourses> }>(
  '@academy/shared/src/api/endpoints/get-courses',
).getCourses;
const mockedGetOrganisationalStructure = jest.requireMock<{
  getOrganisationalStructure: jest.MockedFunction<typeof getOrganisationalStructure>;
}>('../../resources/organisation/api/get-organisational-structure').getOrganisationalStructure;

beforeAll(() => setTestRuntimeConfig());

beforeEach(() => {
  mockedGetCourses.mockResolvedValue([]);
  mockedGetOrganisationalStructure.mockResolvedValue([]);
});

afterAll(() => initTestI18n('en'));

it('shows hero, overview, instructors, partners, platform info and contact, in that order', async () => {
  await initTestI18n('en');
  render(<HomePage />);
  await screen.findByRole('heading', { name: 'Our instructors' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual([
    'Course overview',
    'Our instructors',
    'Our partners',
    'About the platform',
    'Contact us',
  ]);
  expect(mockedGetOrganisationalStructure).toHaveBeenCalledTimes(1);
  expect(mockedGetCourses).toHaveBeenCalledTimes(1);
});

it('states 16 topics, 35 lectures and a total duration of 56 h 18 m', async () => {
  await initTestI18n('en');
  render(<HomePage />);
  const overview = screen.getByRole('region', { name: 'Course overview' });
  expect(
    within(overview)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['16 topics', '35 lectures', 'Total duration 56 h 18 m']);
  await screen.findByRole('heading', { name: 'Our instructors' });
});

it('shows the overview in the interface language', async () => {
  await initTestI18n('ru');
  render(<HomePage />);
  const overview = screen.getByRole('region', { name: 'Обзор курса' });
  expect(overview).toHaveTextContent('Тем: 16');
  expect(overview).toHaveTextContent('Лекций: 35');
  expect(overview).toHaveTextContent('Общая продолжительность 56 ч 18 мин');
  await screen.findByRole('heading', { name: 'Наши преподаватели' });
});

it('names every partner once for assistive technology', async () => {
  await initTestI18n('en');
  render(<HomePage />);
  const partners = screen.getByRole('region', { name: 'Our partners' });
  expect(
    within(partners)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(PARTNERS.map((partner) => `${partner.initials}${partner.name}`));
  await screen.findByRole('heading', { name: 'Our instructors' });
});
