import { render, screen } from '@testing-library/react';
import { initTestI18n } from '../../testing';
import { ErrorText } from '../error-text/ErrorText';
import { SuccessText } from '../success-text/SuccessText';
import { Spinner } from './Spinner';

beforeAll(async () => {
  await initTestI18n('en');
});

it('is 40 px by default and announced as loading', () => {
  render(<Spinner />);
  const spinner = screen.getByRole('status', { name: 'Loading...' });
  expect(spinner).toHaveStyle({ width: '40px', height: '40px' });
});

it('takes another size', () => {
  render(<Spinner size={24} label="Uploading" />);
  expect(screen.getByRole('status', { name: 'Uploading' })).toHaveStyle({ width: '24px' });
});

it('shows an error as an alert in the error style, and nothing without one', () => {
  const { rerender } = render(<ErrorText>Authorization error</ErrorText>);
  expect(screen.getByRole('alert')).toHaveTextContent('Authorization error');
  expect(screen.getByRole('alert')).toHaveClass('error');
  rerender(<ErrorText>{null}</ErrorText>);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows success text in the success style', () => {
  render(<SuccessText>Password changed.</SuccessText>);
  expect(screen.getByRole('status')).toHaveTextContent('Password changed.');
  expect(screen.getByRole('status')).toHaveClass('success');
});
