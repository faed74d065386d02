/**
 * Counts a customer's review submissions in a sliding hour and refuses past the limit, like the
 * account forms' throttle. In memory: each server process counts its own (see decision 016).
 */
export class SubmissionLimit {
  private readonly attempts = new Map<string, number[]>()

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now
  ) {}

  /** Records one submission; false when the key has used up its allowance. */
  consume(key: string): boolean {
    const since = this.now() - this.windowMs
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > since)
    if (recent.length >= this.maxPerWindow) {
      this.attempts.set(key, recent)
      return false
    }
    recent.push(this.now())
    this.attempts.set(key, recent)
    if (this.attempts.size > 10_000) this.forgetOlderThan(since)
    return true
  }

  private forgetOlderThan(since: number) {
    for (const [key, times] of this.attempts) if (!times.some((time) => time > since)) this.attempts.delete(key)
  }
}

/** Twenty review submissions an hour per customer: far above honest use, far below a flood. */
export const reviewSubmissions = new SubmissionLimit(20, 60 * 60 * 1000)
