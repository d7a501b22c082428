const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

function remainder(digits: number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
}

/**
 * A Kazakh taxpayer id (IIN of a person or BIN of an organisation): 12 ASCII digits whose last
 * one is the check digit. The browser's copy of this rule lives in mfe-profile; both are tested
 * against test-support/taxpayer-ids.json.
 */
export function isValidTaxpayerId(value: string): boolean {
  if (!/^[0-9]{12}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const body = digits.slice(0, 11);
  let check = remainder(body, FIRST_WEIGHTS);
  if (check === 10) check = remainder(body, SECOND_WEIGHTS);
  return check !== 10 && check === digits[11];
}
