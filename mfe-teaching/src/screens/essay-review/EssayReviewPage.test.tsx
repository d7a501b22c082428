import { screen } from '@testing-library/react';
import { getEssay } from '../../features/essay-evaluation/api/get-essay';
import { staffEssay } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import EssayReviewPage from './EssayReviewPage';

jest.mock('../../features/essay-evaluation/api/get-essay');

eachTestAsInstructor();

it('opens the essay of the address, under the page title and the teaching sections', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay({ id: 41 }));
  renderAt(<EssayReviewPage />, '/teaching/essays/41', '/teaching/essays/:essayId');
  expect(screen.getByRole('heading', { level: 1, name: 'Essay evaluation' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Teaching sections' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to the queue' })).toHaveAttribute(
    'href',
    '/teaching/essays',
  );
  expect(await screen.findByRole('heading', { name: 'Aruzhan Sadykova' })).toBeInTheDocument();
  expect(getEssay).toHaveBeenCalledWith(41);
});

it.each(['abc', '0', '1.5'])(
  'says there is no such essay at /teaching/essays/%s, asking the API nothing',
  (id) => {
    renderAt(<EssayReviewPage />, `/teaching/essays/${id}`, '/teaching/essays/:essayId');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such essay.');
    expect(getEssay).not.toHaveBeenCalled();
  },
);
