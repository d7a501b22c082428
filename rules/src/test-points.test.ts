import { REQUIRED_TEST_POINTS, TEST_QUESTION_POINTS } from './test-points';

describe("the tests' points", () => {
  it('need more than three right answers at the most a question may be worth', () => {
    expect(TEST_QUESTION_POINTS.max * 3).toBeLessThan(REQUIRED_TEST_POINTS);
    expect(TEST_QUESTION_POINTS.min).toBe(1);
  });
});
