/** SPEC 9: the profile's breakpoint. Below it panels open full-screen. Keep in step with the CSS modules. */
export const PHONE_QUERY = '(max-width: 767.98px)';
