import cases from '../../test-support/taxpayer-ids.json';
import { isValidTaxpayerId, taxpayerIdProblem } from './taxpayer-id';

describe('the check of a taxpayer id (IIN/BIN)', () => {
  it.each(cases.valid)('accepts $value ($why)', ({ value }) => {
    expect(isValidTaxpayerId(value)).toBe(true);
  });

  it.each(cases.invalid)('refuses $value ($why): $problem', ({ value, problem }) => {
    expect(isValidTaxpayerId(value)).toBe(false);
    expect(taxpayerIdProblem(value)).toBe(problem);
  });
});
