import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, isValidCodeBox } from '../lib/verification-code';
import styles from './code-input.module.css';

export interface CodeInputHandle {
  /** Focuses the first box (after "request again" clears the code). */
  focus: () => void;
}

export interface CodeInputProps {
  /** One entry per box, each one digit or "". */
  value: readonly string[];
  /** Number of boxes: 4 (docs/product/constants.md#verification-code) unless another length is asked for. */
  length?: number;
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group; defaults to "Verification code". */
  label?: string;
  /** Ids of messages about the code (an error, the countdown), read with each box. */
  describedBy?: string;
  invalid?: boolean;
  ref?: Ref<CodeInputHandle>;
}

export function emptyCode(length: number = CODE_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** Four single-digit boxes: focus moves forward on entry, back on Backspace in an empty box; pasting 4 digits fills all. */
export function CodeInput({
  value,
  length = CODE_LENGTH,
  onChange,
  disabled = false,
  autoFocus = false,
  label,
  describedBy,
  invalid,
  ref,
}: CodeInputProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  useImperativeHandle(ref, () => ({ focus: () => boxes.current[0]?.focus() }), []);

  function setDigit(index: number, raw: string) {
    const digit = raw.slice(-1);
    if (!isValidCodeBox(digit)) return;
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit !== '' && index < length - 1) boxes.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\s+/g, '');
    if (!new RegExp(`^[0-9]{${length}}$`).test(pasted)) return;
    event.preventDefault();
    onChange(pasted.split(''));
    boxes.current[length - 1]?.focus();
  }

  return (
    <div role="group" aria-label={label ?? t('codeInput.label')} className={styles.group}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={t('codeInput.digit', { index: index + 1, total: length })}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
