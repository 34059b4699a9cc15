// zod types coerced query fields (`z.coerce.number()`) as `unknown` input, because the server
// accepts any text there. The app always sends numbers, so its endpoint functions take this
// narrowed shape of a contract's input type.
export type QueryInput<Q> = { [K in keyof Q]: unknown extends Q[K] ? number | undefined : Q[K] };
