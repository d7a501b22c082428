/**
 * The profile's breakpoint (docs/product/constants.md#breakpoints). Below it panels open full-screen. Keep in
 * step with the CSS modules.
 */
export const PHONE_QUERY = '(max-width: 767.98px)';
