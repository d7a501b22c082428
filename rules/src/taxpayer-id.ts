const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

function remainder(digits: number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
}

/** What is wrong with a taxpayer id, for tests and logs; every kind gets the same message. */
export type TaxpayerIdProblem = 'format' | 'repeated' | 'birth' | 'registration' | 'checkDigit';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * IIN (a person): YYMMDD birth date, then century and sex (1-2: 1800s, 3-4: 1900s, 5-6: 2000s; odd
 * for a man), a serial and the check digit. BIN (an organisation): YYMM of registration, the entity
 * type (4 resident, 5 non-resident, 6 joint individual entrepreneur), the unit (0 head office, 1
 * branch, 2 representative office, 3 peasant farm), a serial and the check digit. The fifth digit
 * tells them apart: the tens of a day (0-3) or an entity type (4-6).
 */
function encodedProblem(value: string, digits: number[]): TaxpayerIdProblem | null {
  const fifth = digits[4] ?? 0;
  if (fifth >= 4 && fifth <= 6) {
    const month = Number(value.slice(2, 4));
    return month >= 1 && month <= 12 && (digits[5] ?? 9) <= 3 ? null : 'registration';
  }
  const centuryAndSex = digits[6] ?? 0;
  if (centuryAndSex < 1 || centuryAndSex > 6) return 'birth';
  const year = 1800 + 100 * Math.floor((centuryAndSex - 1) / 2) + Number(value.slice(0, 2));
  return isRealDate(year, Number(value.slice(2, 4)), Number(value.slice(4, 6))) ? null : 'birth';
}

/**
 * Why a Kazakh taxpayer id (IIN of a person or BIN of an organisation) is refused, or null: 12 ASCII
 * digits, not all the same, the date and kind digits above, and the last one a check digit (weights
 * 1..11; when the remainder is 10, weights 3..11, 1, 2; a second 10 has no valid check digit).
 * A birth date in the future is not refused: the rule has no clock (docs/decisions/0162).
 */
export function taxpayerIdProblem(value: string): TaxpayerIdProblem | null {
  if (!/^[0-9]{12}$/.test(value)) return 'format';
  if (/^(\d)\1{11}$/.test(value)) return 'repeated';
  const digits = [...value].map(Number);
  const encoded = encodedProblem(value, digits);
  if (encoded) return encoded;
  const body = digits.slice(0, 11);
  let check = remainder(body, FIRST_WEIGHTS);
  if (check === 10) check = remainder(body, SECOND_WEIGHTS);
  return check !== 10 && check === digits[11] ? null : 'checkDigit';
}

/**
 * The API's check and the profile form's: the browser never accepts what the server refuses; tested
 * against test-support/taxpayer-ids.json, as both sides are.
 */
export function isValidTaxpayerId(value: string): boolean {
  return taxpayerIdProblem(value) === null;
}
