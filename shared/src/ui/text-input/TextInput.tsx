import type { ComponentPropsWithRef } from 'react';
import styles from './text-input.module.css';

export type TextInputProps = ComponentPropsWithRef<'input'>;
export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

function classes(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The site's text box: one look for every form (border, 44 px touch height, focus ring, the red
 * border of `aria-invalid`). Everything else is the input's own attributes; `className` adds to it.
 */
export function TextInput({ className, ...input }: TextInputProps) {
  return <input {...input} className={classes(styles.control, className)} />;
}

/** The multi-line text box with the same look as `TextInput`, resizable in height only. */
export function TextArea({ className, ...textarea }: TextAreaProps) {
  return <textarea {...textarea} className={classes(styles.control, styles.multiline, className)} />;
}
