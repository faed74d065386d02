import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { shippingQuoteRefusalOf } from "../../lib/shipping-quote-errors"
import { sdk } from "../lib/sdk"

type Quote = { amount: number; currency_code: string }

/**
 * On an order shipped by the international courier: enter the courier's quote once
 * (POST /admin/orders/:id/shipping-quote). It becomes a shipping method and a payment of the order.
 */
const OrderShippingQuoteWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  const [quote, setQuote] = useState<Quote | null>((order.metadata?.shipping_quote as Quote | undefined) ?? null)
  const [amount, setAmount] = useState("")
  const saveQuote = useMutation({
    mutationFn: (value: number) =>
      sdk.client.fetch<{ order: { shipping_quote: Quote } }>(`/admin/orders/${encodeURIComponent(order.id)}/shipping-quote`, {
        method: "POST",
        body: { amount: value },
      }),
    onSuccess: (body) => {
      setQuote(body.order.shipping_quote)
      // The order's totals and payments changed: the page reloads so the Admin's sections show them.
      window.location.reload()
    },
    onError: (error) => {
      const refusal = shippingQuoteRefusalOf(error.message)
      toast.error(refusal ? t(`shippingQuote.errors.${refusal}`) : t("shippingQuote.failed", { message: error.message }))
    },
  })

  const international = (order.shipping_methods ?? []).some((method) => method.data?.delivery_option === "international")
  if (!international) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(amount)
    if (!Number.isInteger(value) || value <= 0) {
      toast.error(t("shippingQuote.invalidAmount"))
      return
    }
    saveQuote.mutate(value)
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
          <Button type="submit" size="small" isLoading={saveQuote.isPending}>
            {t("shippingQuote.submit")}
          </Button>
        </form>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderShippingQuoteWidget
