import type { SimulatedPayment } from "./ledger.js"

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!)

function actions(payment: SimulatedPayment): string {
  if (payment.status !== "pending") return ""
  const button = (action: string, label: string) =>
    `<form method="post" action="/control/payments/${encodeURIComponent(payment.reference)}/${action}">` +
    `<button type="submit">${label}</button></form>`
  return button("approve", "Approve / Approuver") + button("refuse", "Refuse / Refuser") + button("expire", "Expire / Expirer")
}

/** The simulators' control page: every payment, newest first, with the buttons a phone would be. */
export function controlPage(payments: SimulatedPayment[], sections: string[] = []): string {
  const rows = payments
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.reference)}</td><td>${payment.gateway}</td><td>${escapeHtml(payment.phone ?? "")}</td>` +
        `<td>${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</td><td>${payment.status}${
          payment.reason ? ` (${escapeHtml(payment.reason)})` : ""
        }</td><td>${payment.created_at}</td><td class="actions">${actions(payment)}</td></tr>`
    )
    .join("\n")
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="5"><title>Payment simulators</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;font-size:.9rem}.actions form{display:inline;margin-right:.3rem}</style>
</head><body><h1>Payment simulators (MTN MoMo, Orange Money, Notch Pay, PayPal)</h1>
<p>Development only. Approve, refuse or let a pending payment expire, as the shopper's phone or PayPal would.</p>
<table><thead><tr><th>Reference</th><th>Gateway</th><th>Phone</th><th>Amount</th><th>Status</th><th>Created</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No payment yet.</td></tr>'}</tbody></table>${sections.join("\n")}</body></html>`
}
