import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextArea, TextInput } from './TextInput';

it('is an ordinary input with the site look, its own attributes and any class it is given', () => {
  const ref = createRef<HTMLInputElement>();
  render(
    <label>
      Email
      <TextInput ref={ref} type="email" className="wide" aria-invalid defaultValue="a@b.kz" />
    </label>,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue('a@b.kz');
  expect(input.className).toMatch(/\S+ wide$/);
  expect(ref.current).toBe(input);
});

it('has a multi-line sibling that keeps its rows and class', () => {
  render(
    <label>
      Message
      <TextArea rows={5} className="tall" />
    </label>,
  );
  const textarea = screen.getByRole('textbox', { name: 'Message' });
  expect(textarea.tagName).toBe('TEXTAREA');
  expect(textarea).toHaveAttribute('rows', '5');
  expect(textarea.className).toMatch(/tall$/);
});
