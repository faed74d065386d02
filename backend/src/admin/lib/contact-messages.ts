import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "./sdk"

/** A contact message as `/admin/contact-messages` answers it (no server imports here: admin code). */
export type ContactMessage = {
  id: string
  kind: "sales_inquiry" | "customer_support"
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  language: "fr" | "en"
  state: "new" | "answered"
  answered_at: string | null
  created_at: string
}

export type ContactFilters = { kind: string; state: string; offset: number; limit: number }

export const STATE_BADGE_COLOR = { new: "orange", answered: "green" } as const

const KEY = ["dreamshade", "contact-messages"] as const

/** One page of messages, newest first, for the filters in the address. */
export function useContactMessages({ kind, state, offset, limit }: ContactFilters) {
  return useQuery({
    queryKey: [...KEY, "list", { kind, state, offset, limit }],
    queryFn: () =>
      sdk.client.fetch<{ contact_messages: ContactMessage[]; count: number }>("/admin/contact-messages", {
        query: { limit, offset, ...(kind ? { kind } : {}), ...(state ? { state } : {}) },
      }),
  })
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: [...KEY, "detail", id],
    queryFn: () => sdk.client.fetch<{ contact_message: ContactMessage }>(`/admin/contact-messages/${encodeURIComponent(id)}`),
    // A missing message is an answer (404), not a failure worth asking again.
    retry: false,
  })
}

export function useMarkAnswered(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      sdk.client.fetch<{ contact_message: ContactMessage }>(`/admin/contact-messages/${encodeURIComponent(id)}/answered`, { method: "POST" }),
    onSuccess: ({ contact_message }) => {
      queryClient.setQueryData([...KEY, "detail", id], { contact_message })
      return queryClient.invalidateQueries({ queryKey: [...KEY, "list"] })
    },
  })
}

/** A date and time in the staff member's language. */
export function formatDate(value: string | null, language: string) {
  return value ? new Date(value).toLocaleString(language.startsWith("en") ? "en-GB" : "fr-FR") : "—"
}
