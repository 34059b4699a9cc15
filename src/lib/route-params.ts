// Path params parsed in the route (TanStack Router `params: { parse, stringify }`): a screen gets
// typed values and never parses its URL itself. A parser never throws: a bad value means "none",
// so the screen shows what it shows without one (a fallback or its own not-found), never a crash.

/** An optional `{-$id}` segment holding a positive integer id; anything else is no id. */
export const optionalIdParams = {
  parse: ({ id }: { id?: string }): { id?: number } => {
    const n = Number(id);
    return Number.isSafeInteger(n) && n > 0 ? { id: n } : { id: undefined };
  },
  stringify: ({ id }: { id?: number }): { id?: string } => ({
    id: id === undefined ? undefined : String(id),
  }),
};
