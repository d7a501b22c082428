import type { getOrganisationalStructure } from '../../resources/organisation/api/get-organisational-structure';
import { ApiError, type OrganisationPerson } from '@academy/shared';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
// Importing the test utilities replaces IntersectionObserver with a double that the tests drive.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { InstructorsSection } from './InstructorsSection';

jest.mock('../../resources/organisation/api/get-organisational-structure', () => ({
  getOrganisationalStructure: jest.fn(),
}));

function person(
  id: number,
  full_name: string,
  status: OrganisationPerson['status'],
  position = 'Professor',
): OrganisationPerson {
  return {
    id,
    full_name,
    position,
    photo: `http://127.0.0.1:8000/media/people/${id}.jpg`,
    description: `https://example.org/people/${id}`,
    location: 'Astana, Kazakhstan',
    status,
  };
}

const PEOPLE: OrganisationPerson[] = [
  person(1, 'Aigerim Sadykova', 'INSTRUCTOR'),
  person(2, 'Jonathan Reed', 'INSTRUCTOR'),
  person(3, 'Marat Akhmetov', 'MEMBER', 'President'),
];

const mockedGetOrganisationalStructure = jest.requireMock<{
  getOrganisationalStructure: jest.MockedFunction<typeof getOrganisationalStructure>;
}>('../../resources/organisation/api/get-organisational-structure').getOrganisationalStructure;

beforeAll(async () => {
  // Compiling swiper for the lazy carousel takes longer than a findBy* wait on a cold cache.
  await import('../../components/lazy-carousel/CarouselChunk');
  await initTestI18n('en');
  setTestRuntimeConfig();
});

beforeEach(() => {
  mockedGetOrganisationalStructure.mockReset();
  useOrganisationStore.getState().reset();
});

it('fetches the organisation when it opens and shows only the INSTRUCTOR people, each opening their page in a new tab', async () => {
  mockedGetOrganisationalStructure.mockResolvedValue(PEOPLE);
  render(<InstructorsSection />);
  mockAllIsIntersecting(true);

  const first = await screen.findByRole('link', {
    name: 'Aigerim Sadykova Astana, Kazakhstan (opens in a new tab)',
  });
  expect(mockedGetOrganisationalStructure).toHaveBeenCalledTimes(1);
  expect(first).toHaveAttribute('href', 'https://example.org/people/1');
  expect(first).toHaveAttribute('target', '_blank');
  expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  expect(first.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:8000/media/people/1.jpg');
  expect(first).toHaveTextContent('Aigerim Sadykova');
  expect(first).toHaveTextContent('Astana, Kazakhstan');

  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://example.org/people/1',
    'https://example.org/people/2',
  ]);
  expect(screen.queryByText('Marat Akhmetov')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Our instructors' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
});

it('shows the loading text while the people are on their way', async () => {
  mockedGetOrganisationalStructure.mockReturnValue(new Promise<OrganisationPerson[]>(() => undefined));
  render(<InstructorsSection />);
  mockAllIsIntersecting(true);
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our instructors' })).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

it('shows the error text with the message inserted when the people cannot be loaded', async () => {
  mockedGetOrganisationalStructure.mockRejectedValue(
    new ApiError({ kind: 'http', status: 503, message: 'Service unavailable' }),
  );
  render(<InstructorsSection />);
  mockAllIsIntersecting(true);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable');
  expect(screen.queryByRole('link')).toBeNull();
});

describe('before the section comes near the screen', () => {
  it('shows the loading text and renders the carousel only once the section is about to be seen', async () => {
    mockedGetOrganisationalStructure.mockResolvedValue(PEOPLE);
    render(<InstructorsSection />);
    mockAllIsIntersecting(false);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();

    mockAllIsIntersecting(true);
    expect(await screen.findByRole('link', { name: /^Aigerim Sadykova/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
