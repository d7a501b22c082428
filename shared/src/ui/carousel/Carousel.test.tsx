import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { Carousel, INSTRUCTOR_BREAKPOINTS } from './Carousel';

interface Person {
  id: number;
  name: string;
}

const people: Person[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Instructor ${index + 1}`,
}));

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel<Person>>> = {}) {
  return render(
    <Carousel<Person>
      title="Our instructors"
      items={people}
      getKey={(person) => person.id}
      renderItem={(person) => <span>{person.name}</span>}
      {...props}
    />,
  );
}

beforeAll(async () => {
  await initTestI18n('en');
});

it('shows 2 / 4 / 5 / 5 slides at 320 / 768 / 1024 / 1280 px, 20 px apart', () => {
  expect(INSTRUCTOR_BREAKPOINTS).toEqual({
    320: { slidesPerView: 2, spaceBetween: 20 },
    768: { slidesPerView: 4, spaceBetween: 20 },
    1024: { slidesPerView: 5, spaceBetween: 20 },
    1280: { slidesPerView: 5, spaceBetween: 20 },
  });
});

it('applies the breakpoint of the window width', () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: Number(/\d+/.exec(query)?.[0]) <= 1024,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    const { container } = renderCarousel();
    const element = container.querySelector('.swiper') as unknown as {
      swiper: { params: { slidesPerView: number; spaceBetween: number } };
    };
    expect(element.swiper.params.slidesPerView).toBe(5);
    expect(element.swiper.params.spaceBetween).toBe(20);
  } finally {
    window.matchMedia = original;
  }
});

it('still renders without matchMedia, with 2 slides', () => {
  const { container } = renderCarousel();
  const element = container.querySelector('.swiper') as unknown as {
    swiper: { params: { slidesPerView: number } };
  };
  expect(element.swiper.params.slidesPerView).toBe(2);
});

it('renders every item under its titled region', () => {
  renderCarousel();
  expect(screen.getByRole('region', { name: 'Our instructors' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our instructors' })).toBeInTheDocument();
  for (const person of people) expect(screen.getByText(person.name)).toBeInTheDocument();
});

it('shows the loading text while loading', () => {
  renderCarousel({ loading: true });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText('Instructor 1')).not.toBeInTheDocument();
});

it('shows the error with its message inserted', () => {
  renderCarousel({ error: 'Courses fetch error' });
  expect(screen.getByRole('alert')).toHaveTextContent('Error: Courses fetch error');
  expect(screen.queryByText('Instructor 1')).not.toBeInTheDocument();
});

it('offers previous and next arrows that move the slides, disabled at the edges', async () => {
  const { container } = renderCarousel();
  const element = container.querySelector('.swiper') as unknown as {
    swiper: {
      slideNext: () => void;
      slidePrev: () => void;
      isBeginning: boolean;
      isEnd: boolean;
      emit: (event: string) => void;
    };
  };
  const slideNext = jest.spyOn(element.swiper, 'slideNext');
  const slidePrev = jest.spyOn(element.swiper, 'slidePrev');
  const previous = screen.getByRole('button', { name: 'Previous slide' });
  const next = screen.getByRole('button', { name: 'Next slide' });
  act(() => {
    element.swiper.isBeginning = true;
    element.swiper.isEnd = false;
    element.swiper.emit('slideChange');
  });
  expect(previous).toBeDisabled();
  await userEvent.click(next);
  expect(slideNext).toHaveBeenCalledTimes(1);
  act(() => {
    element.swiper.isBeginning = false;
    element.swiper.isEnd = true;
    element.swiper.emit('slideChange');
  });
  expect(previous).toBeEnabled();
  expect(next).toBeDisabled();
  await userEvent.click(previous);
  expect(slidePrev).toHaveBeenCalledTimes(1);
});

it('has no arrows when asked (board carousel)', () => {
  renderCarousel({ arrows: false });
  expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
});

it('says so when there is nothing to show', () => {
  renderCarousel({ items: [] });
  expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
});
