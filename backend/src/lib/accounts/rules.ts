/** scrypt cost of stored passwords: N = 2^logN (≈ 128 MiB and a few hundred ms per hash). */
export const PASSWORD_HASH = { logN: 17, r: 8, p: 1 } as const
