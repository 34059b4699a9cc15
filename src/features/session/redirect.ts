// The `redirect` search param that carries a login-required location through the login page.
// Only same-origin paths are accepted so a crafted link cannot send a player off-site after login.

export interface RedirectSearch {
  redirect?: string;
}

export function isSafeRedirect(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    value.length <= 2048
  );
}

export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  // An explicit undefined overrides the raw value the router would otherwise pass through.
  return { redirect: isSafeRedirect(search.redirect) ? search.redirect : undefined };
}

export interface SignUpSearch extends RedirectSearch {
  /** A friend's referral code from a `?ref=` link, kept between the login and register pages. */
  ref?: string;
}

/** The login and register pages' search: the redirect, and a referral code of a sane shape. */
export function validateSignUpSearch(search: Record<string, unknown>): SignUpSearch {
  const ref = search.ref;
  return {
    ...validateRedirectSearch(search),
    ref: typeof ref === "string" && /^[A-Za-z0-9]{1,16}$/.test(ref) ? ref : undefined,
  };
}
