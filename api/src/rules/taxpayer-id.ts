const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

function remainder(digits: number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
}

/**
 * A Kazakh taxpayer id (IIN of a person or BIN of an organisation): 12 ASCII digits, the last one a
 * check digit (weights 1..11; when the remainder is 10, weights 3..11, 1, 2; a second 10 has no
 * valid check digit). The profile form imports this very function, so the browser never accepts
 * what the server refuses; tested against test-support/taxpayer-ids.json. Keep it free of imports.
 */
export function isValidTaxpayerId(value: string): boolean {
  if (!/^[0-9]{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const body = digits.slice(0, 11);
  let check = remainder(body, FIRST_WEIGHTS);
  if (check === 10) check = remainder(body, SECOND_WEIGHTS);
  return check !== 10 && check === digits[11];
}
