/** scrypt cost of stored passwords: N = 2^logN (≈ 128 MiB and a few hundred ms per hash). */
export const PASSWORD_HASH = { logN: 17, r: 8, p: 1 } as const

/** Spec §5: 8+ characters with an upper-case and a lower-case letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/

export const PASSWORD_RULE_MESSAGE =
  "Invalid password. It must contain a minimum of 8 characters, at least one uppercase letter, one special character, one lowercase letter, one number e.g Qwerty@12"

/** Spec §5 phone rule: 237, then nine digits starting with 6. */
export const PHONE_PATTERN = /^2376\d{8}$/
