/** Digits in a verification code unless the API says otherwise (docs/product/constants.md#verification-code). */
export const CODE_LENGTH = 4;

/** A verification box holds one digit 0-9 or nothing. */
export function isValidCodeBox(value: string): boolean {
  return value === '' || /^[0-9]$/.test(value);
}

/** The code is complete when every box (four unless told otherwise) holds a digit. */
export function isCodeComplete(digits: readonly string[], length: number = CODE_LENGTH): boolean {
  return digits.length === length && digits.every((digit) => /^[0-9]$/.test(digit));
}
