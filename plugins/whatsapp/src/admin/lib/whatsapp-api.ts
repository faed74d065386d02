import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { OrderMessage } from "../../lib/order-messages"
import { sdk } from "./sdk"

export type WhatsAppSettings =
  | { configured: false }
  | { configured: true; api_host: string; phone_number_id: string; api_version: string; webhook_path: string }

const orderMessagesKey = (orderId: string) => ["whatsapp", "order-messages", orderId] as const

/** The order's WhatsApp messages with their latest statuses. */
export function useOrderMessages(orderId: string) {
  return useQuery({
    queryKey: orderMessagesKey(orderId),
    queryFn: () => sdk.client.fetch<{ messages: OrderMessage[] }>(`/admin/whatsapp/orders/${encodeURIComponent(orderId)}/messages`),
    select: (body) => body.messages,
  })
}

/** Sends a failed message again; the order's list is read afresh either way. */
export function useResendMessage(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: string) =>
      sdk.client.fetch<{ sent: boolean; error?: string }>(`/admin/whatsapp/messages/${encodeURIComponent(messageId)}/resend`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMessagesKey(orderId) }),
  })
}

/** Whether the channel is configured (never its token). */
export function useWhatsAppSettings() {
  return useQuery({
    queryKey: ["whatsapp", "settings"],
    queryFn: () => sdk.client.fetch<{ whatsapp: WhatsAppSettings }>("/admin/whatsapp/settings"),
    select: (body) => body.whatsapp,
  })
}
