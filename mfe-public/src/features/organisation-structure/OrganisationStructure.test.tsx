import { ApiError, type OrganisationPerson } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
// Importing the test utilities replaces IntersectionObserver with a double that the tests drive.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import type { getOrganisationalStructure } from '../../resources/organisation/api/get-organisational-structure';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import { OrganisationStructure } from './OrganisationStructure';

jest.mock('../../resources/organisation/api/get-organisational-structure', () => ({
  getOrganisationalStructure: jest.fn(),
}));

const mockedFetch = jest.requireMock<{
  getOrganisationalStructure: jest.MockedFunction<typeof getOrganisationalStructure>;
}>('../../resources/organisation/api/get-organisational-structure').getOrganisationalStructure;

const person = (id: number, full_name: string, position: string): OrganisationPerson => ({
  id,
  full_name,
  position,
  photo: `http://127.0.0.1:8000/media/people/${id}.svg`,
  description: `https://example.org/people/${id}`,
  location: 'Astana, Kazakhstan',
  status: 'MEMBER',
});

const PEOPLE = [
  person(1, 'Marc Delacroix', 'Director'),
  person(2, 'Sir Jonathan Whitfield', 'President'),
  person(3, 'Prof. Ingrid Solberg', 'Academic Council'),
  person(4, 'Dr. Saule Abenova', 'Vice President'),
  person(5, 'Elena Petrova', 'Selection Committee'),
];

beforeAll(async () => {
  await import('../../components/lazy-carousel/CarouselChunk');
  setTestRuntimeConfig();
});

beforeEach(async () => {
  await initTestI18n('en');
  mockedFetch.mockReset();
  useOrganisationStore.getState().reset();
});

it('shows the board without arrows, in the order President, Vice President, Director, with their positions', async () => {
  mockedFetch.mockResolvedValue(PEOPLE);
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  await screen.findByText('Sir Jonathan Whitfield');
  const board = screen.getByRole('region', { name: 'Board' });
  const links = within(board).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Sir Jonathan WhitfieldPresident (opens in a new tab)',
    'Dr. Saule AbenovaVice President (opens in a new tab)',
    'Marc DelacroixDirector (opens in a new tab)',
  ]);
  expect(links[0]).toHaveAttribute('href', 'https://example.org/people/2');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(within(board).queryByRole('button')).toBeNull();
  expect(mockedFetch).toHaveBeenCalledTimes(1);
});

it('gives the academic council and the selection committee previous and next arrows', async () => {
  mockedFetch.mockResolvedValue(PEOPLE);
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  await screen.findByText('Prof. Ingrid Solberg');
  for (const [name, member] of [
    ['Academic Council', 'Prof. Ingrid Solberg'],
    ['Selection Committee', 'Elena Petrova'],
  ] as const) {
    const carousel = screen.getByRole('region', { name });
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link')).toHaveTextContent(member);
  }
});

it('names the board positions in the UI language', async () => {
  await initTestI18n('ru');
  mockedFetch.mockResolvedValue(PEOPLE);
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  await screen.findByText('Sir Jonathan Whitfield');
  expect(
    within(screen.getByRole('region', { name: 'Правление' })).getByText('Президент'),
  ).toBeInTheDocument();
});

it('shows the loading text in every carousel while the people are on their way', () => {
  mockedFetch.mockReturnValue(new Promise<OrganisationPerson[]>(() => undefined));
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  for (const name of ['Board', 'Academic Council', 'Selection Committee']) {
    const carousel = screen.getByRole('region', { name });
    expect(carousel).toHaveAttribute('aria-busy', 'true');
    expect(within(carousel).getByText('Loading...')).toBeInTheDocument();
    expect(within(carousel).queryByRole('link')).toBeNull();
  }
});

it('shows the error with its message in every carousel when the people cannot be loaded', async () => {
  mockedFetch.mockRejectedValue(new ApiError({ kind: 'http', status: 503, message: 'Service unavailable' }));
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(Array(3).fill('Error: Service unavailable'));
});

it('says so when a group has nobody in it', async () => {
  mockedFetch.mockResolvedValue([person(2, 'Sir Jonathan Whitfield', 'President')]);
  render(<OrganisationStructure />);
  mockAllIsIntersecting(true);
  await screen.findByText('Sir Jonathan Whitfield');
  expect(
    within(screen.getByRole('region', { name: 'Selection Committee' })).getByText('Nothing to show yet.'),
  ).toBeInTheDocument();
});
