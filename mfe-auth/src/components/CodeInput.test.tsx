import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { initTestI18n } from '@academy/shared/testing';
import { CodeInput, emptyCode, type CodeInputHandle } from './CodeInput';

beforeAll(async () => {
  await initTestI18n('en');
});

function Harness({
  onChange = () => undefined,
  handle,
}: {
  onChange?: (digits: string[]) => void;
  handle?: React.Ref<CodeInputHandle>;
}) {
  const [digits, setDigits] = useState(emptyCode());
  return (
    <CodeInput
      ref={handle}
      value={digits}
      onChange={(next) => {
        setDigits(next);
        onChange(next);
      }}
    />
  );
}

const box = (index: number) => screen.getByRole('textbox', { name: `Digit ${index} of 4` });

it('is a labelled group of four boxes', () => {
  render(<Harness />);
  expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toHaveLength(4);
});

it('moves focus forward on each digit', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(box(1));
  await userEvent.keyboard('4');
  expect(box(2)).toHaveFocus();
  await userEvent.keyboard('27');
  expect(box(4)).toHaveFocus();
  expect(onChange).toHaveBeenLastCalledWith(['4', '2', '7', '']);
});

it('ignores anything that is not a digit', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(box(1));
  await userEvent.keyboard('a');
  expect(box(1)).toHaveValue('');
  expect(box(1)).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();
});

it('moves back on Backspace in an empty box', async () => {
  render(<Harness />);
  await userEvent.click(box(1));
  await userEvent.keyboard('12');
  expect(box(3)).toHaveFocus();
  await userEvent.keyboard('{Backspace}');
  expect(box(2)).toHaveFocus();
  expect(box(2)).toHaveValue('2');
});

it('clears a filled box on Backspace without moving', async () => {
  render(<Harness />);
  await userEvent.click(box(1));
  await userEvent.keyboard('1');
  await userEvent.click(box(1));
  await userEvent.keyboard('{Backspace}');
  expect(box(1)).toHaveValue('');
  expect(box(1)).toHaveFocus();
});

it('fills all four boxes from a pasted code', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(box(1));
  await userEvent.paste('5 8 1 3');
  expect(onChange).toHaveBeenLastCalledWith(['5', '8', '1', '3']);
  expect(box(4)).toHaveFocus();
  expect(box(3)).toHaveValue('1');
});

it('ignores a paste that is not four digits', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(box(1));
  await userEvent.paste('12ab');
  expect(onChange).not.toHaveBeenCalledWith(['1', '2', 'a', 'b']);
  expect(box(4)).toHaveValue('');
});

it('lets the screen refocus the first box after a reset', async () => {
  const handle = createRef<CodeInputHandle>();
  render(<Harness handle={handle} />);
  await userEvent.click(box(3));
  act(() => handle.current?.focus());
  expect(box(1)).toHaveFocus();
});

it('takes a code of another length, e.g. the eight digits of a recovery code', async () => {
  const onChange = jest.fn();
  function Eight() {
    const [digits, setDigits] = useState(emptyCode(8));
    return (
      <CodeInput
        length={8}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          onChange(next);
        }}
      />
    );
  }
  render(<Eight />);
  expect(screen.getAllByRole('textbox')).toHaveLength(8);
  await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 8' }));
  await userEvent.paste('12345678');
  expect(onChange).toHaveBeenLastCalledWith(['1', '2', '3', '4', '5', '6', '7', '8']);
  expect(screen.getByRole('textbox', { name: 'Digit 8 of 8' })).toHaveFocus();
});
