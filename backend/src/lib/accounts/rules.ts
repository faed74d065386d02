type ScryptCost = { readonly logN: number; readonly r: number; readonly p: number }

/** scrypt cost of stored passwords: N = 2^logN (≈ 128 MiB and about half a second per hash here). */
export const PASSWORD_HASH: ScryptCost = { logN: 17, r: 8, p: 1 }

/**
 * The same scrypt at N = 2^10 for the test suites only: they register and sign in hundreds of
 * shoppers, and at the stored cost each of those hashes took about 0.55 s of CPU (docs/decisions/005).
 */
export const TEST_PASSWORD_HASH: ScryptCost = { logN: 10, r: 8, p: 1 }

/** The cost Medusa's e-mail and password provider hashes with: the full one unless NODE_ENV is "test". */
export function passwordHashFor(nodeEnv: string | undefined): ScryptCost {
  return nodeEnv === "test" ? TEST_PASSWORD_HASH : PASSWORD_HASH
}
