import { render, screen } from '@testing-library/react';
import { ErrorBox, readableMessages } from './ErrorBox';

it('shows one message as a sentence', () => {
  render(<ErrorBox messages="Authorization error" />);
  expect(screen.getByRole('alert')).toHaveTextContent(/^Authorization error$/);
});

it('shows DRF field errors as readable lines, never as JSON', () => {
  render(
    <ErrorBox
      messages={{
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        photo: ['Too big.'],
      }}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Given token not valid for any token type',
    'Too big.',
  ]);
  expect(alert.textContent).not.toMatch(/[{}[\]"]/);
});

it('renders nothing without a message', () => {
  const { container } = render(<ErrorBox messages={['', null]} />);
  expect(container).toBeEmptyDOMElement();
});

it('reads nested lists, leaving out codes and token details', () => {
  expect(readableMessages({ a: ['x', ['y']], b: 'x', messages: [{ token_class: 'AccessToken' }] })).toEqual([
    'x',
    'y',
    'x',
  ]);
});
