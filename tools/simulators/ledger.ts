/**
 * The payments the simulators hold, whatever the gateway: one list, so the control API and page
 * show and decide them the same way. Each gateway words `status` in its own vocabulary when it
 * answers its API; here a payment is only pending, successful, failed or expired.
 */
export type GatewayName = "mtn" | "orange" | "notchpay" | "paypal" | "stripe" | "whatsapp"
export type SimulatedStatus = "pending" | "successful" | "failed" | "expired"
export type Outcome = "approve" | "refuse" | "expire"

export interface SimulatedPayment {
  reference: string
  gateway: GatewayName
  phone: string | null
  amount: string
  currency: string
  status: SimulatedStatus
  /** Why it failed, in the gateway's words (e.g. MTN's APPROVAL_REJECTED); null otherwise. */
  reason: string | null
  created_at: string
  updated_at: string
  /** Whatever else the gateway keeps (callback URL, order id, captures, refunds…). */
  extra: Record<string, unknown>
}

export type NewPayment = Pick<SimulatedPayment, "reference" | "gateway" | "phone" | "amount" | "currency"> &
  Partial<Pick<SimulatedPayment, "status" | "reason" | "extra">>

export class Ledger {
  private readonly payments = new Map<string, SimulatedPayment>()
  private readonly added: ((payment: SimulatedPayment) => void)[] = []

  /** Called with every payment the gateways record (the auto-approval listens). */
  onAdd(listener: (payment: SimulatedPayment) => void) {
    this.added.push(listener)
  }

  add(payment: NewPayment): SimulatedPayment {
    const now = new Date().toISOString()
    const record: SimulatedPayment = {
      status: "pending",
      reason: null,
      extra: {},
      ...payment,
      created_at: now,
      updated_at: now,
    }
    this.payments.set(payment.reference, record)
    for (const listener of this.added) listener(record)
    return record
  }

  get(reference: string): SimulatedPayment | undefined {
    return this.payments.get(reference)
  }

  /** Newest first, as the control page lists them. */
  list(): SimulatedPayment[] {
    return [...this.payments.values()].sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
  }

  update(reference: string, change: Partial<Omit<SimulatedPayment, "reference" | "gateway">>): SimulatedPayment {
    const payment = this.payments.get(reference)
    if (!payment) throw new Error(`Unknown simulated payment ${reference}`)
    Object.assign(payment, change, { updated_at: new Date().toISOString() })
    return payment
  }
}
