/**
 * How long the typed fields may be (spec §5), apart from the schemas in fields.ts: a form that only
 * shows a limit (`maxLength`) imports no Zod with it, since a module that builds schemas at its top
 * level keeps them, and Zod, in any bundle that imports it (decision 029).
 */
export const FIELD_LIMITS = {
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  password: 128,
  /** A mobile-money number as typed, spaces and all, before it is normalised and checked. */
  typedPhone: 30,
  /** An ALTCHA payload is a few hundred characters; the bound keeps junk out. */
  captcha: 10_000,
} as const
