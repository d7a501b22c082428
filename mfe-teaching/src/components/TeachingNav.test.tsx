import { screen } from '@testing-library/react';
import { eachTestAsInstructor, renderAt } from '../testing/test-utils';
import { TeachingNav } from './TeachingNav';

eachTestAsInstructor();

it.each([
  ['/teaching', 'Essays'],
  ['/teaching/essays', 'Essays'],
  ['/teaching/questions', 'Questions'],
])('marks the current section at %s: %s', (path, current) => {
  renderAt(<TeachingNav />, path);
  const nav = screen.getByRole('navigation', { name: 'Teaching sections' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent(current);
});
