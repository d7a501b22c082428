/**
 * The certificate's test rule: at least 18 points over the topic tests, each test counted by its best
 * attempt (docs/product/constants.md). A question may be worth at most a few points, so that no single
 * right answer meets the rule on its own (docs/decisions/0115).
 */
export const REQUIRED_TEST_POINTS = 18;
export const TEST_QUESTION_POINTS = { min: 1, max: 5 } as const;
