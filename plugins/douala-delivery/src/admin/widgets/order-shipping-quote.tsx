import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SHIPPING_QUOTE_ERROR } from "../../lib/shipping-quote-errors"

type Quote = { amount: number; currency_code: string }

const KNOWN_ERRORS = new Set<string>(Object.values(SHIPPING_QUOTE_ERROR))

/**
 * On an order shipped by the international courier: enter the courier's quote once
 * (POST /admin/orders/:id/shipping-quote). It becomes a shipping method and a payment of the order.
 */
const OrderShippingQuoteWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  const [quote, setQuote] = useState<Quote | null>((order.metadata?.shipping_quote as Quote | undefined) ?? null)
  const [amount, setAmount] = useState("")
  const [saving, setSaving] = useState(false)

  const international = (order.shipping_methods ?? []).some((method) => method.data?.delivery_option === "international")
  if (!international) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = Number(amount)
    if (!Number.isInteger(value) || value <= 0) {
      toast.error(t("shippingQuote.invalidAmount"))
      return
    }
    setSaving(true)
    try {
      const response = await fetch(`/admin/orders/${order.id}/shipping-quote`, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ amount: value }),
      })
      const body = await response.json()
      if (!response.ok) {
        throw new Error(KNOWN_ERRORS.has(body.code) ? t(`shippingQuote.errors.${body.code}`) : (body.message ?? response.statusText))
      }
      setQuote(body.order.shipping_quote)
      // The order's totals and payments changed: the page reloads so the Admin's sections show them.
      window.location.reload()
    } catch (error) {
      toast.error(t("shippingQuote.failed", { message: error instanceof Error ? error.message : String(error) }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{t("shippingQuote.title")}</Heading>
      </div>
      {quote ? (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          {t("shippingQuote.current", { amount: quote.amount.toLocaleString() })}
        </Text>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-y-3 px-6 py-4">
          <Text size="small" className="text-ui-fg-subtle">{t("shippingQuote.pending")}</Text>
          <Label htmlFor="shipping-quote-amount">{t("shippingQuote.amountLabel")}</Label>
          <Input
            id="shipping-quote-amount"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button type="submit" size="small" isLoading={saving}>
            {t("shippingQuote.submit")}
          </Button>
        </form>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderShippingQuoteWidget
