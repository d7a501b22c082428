/**
 * Positional parameters collected while a statement is written: `param(value)` adds the value and
 * answers its placeholder (`$1`, `$2`, ... in order). A condition that does not apply is left out of
 * the SQL altogether, so the planner sees only what is asked and picks its index for it.
 */
export function parameters(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}
