import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"

type AccountState = {
  status: "not_validated" | "active" | "deactivated" | "deleted"
  activated_at: string | null
  deactivated_at: string | null
}

const BADGE_COLOR = { not_validated: "orange", active: "green", deactivated: "red", deleted: "grey" } as const

/** Shows a customer's account state and lets staff deactivate or reactivate it. */
const CustomerAccountStateWidget = ({ data: customer }: DetailWidgetProps<{ id: string }>) => {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const path = `/admin/customers/${encodeURIComponent(customer.id)}/account`
  const queryKey = ["dreamshade", "customer-account", customer.id]
  const { data, isError } = useQuery({ queryKey, queryFn: () => sdk.client.fetch<{ account: AccountState }>(path) })
  const setStatus = useMutation({
    mutationFn: (status: "active" | "deactivated") => sdk.client.fetch<{ account: AccountState }>(path, { method: "POST", body: { status } }),
    onSuccess: (body) => {
      queryClient.setQueryData(queryKey, body)
      toast.success(t("dreamshade.account.saved"))
    },
    onError: () => toast.error(t("dreamshade.account.failed")),
  })
  const account = data?.account

  const change = (status: "active" | "deactivated") => {
    if (status === "deactivated" && !window.confirm(t("dreamshade.account.confirmDeactivate"))) return
    setStatus.mutate(status)
  }
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : "—")

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("dreamshade.account.title")}</Heading>
        {account && <Badge color={BADGE_COLOR[account.status]}>{t(`dreamshade.account.status.${account.status}`)}</Badge>}
      </div>
      {isError && <Text className="px-6 py-4 text-ui-fg-error">{t("dreamshade.account.loadFailed")}</Text>}
      {account && (
        <div className="flex flex-col gap-y-2 px-6 py-4">
          <Text size="small">
            {t("dreamshade.account.activatedAt")}: {date(account.activated_at)}
          </Text>
          {account.status === "deactivated" && (
            <Text size="small">
              {t("dreamshade.account.deactivatedAt")}: {date(account.deactivated_at)}
            </Text>
          )}
          {account.status !== "deleted" && (
            <div>
              {account.status === "deactivated" ? (
                <Button size="small" variant="secondary" isLoading={setStatus.isPending} onClick={() => change("active")}>
                  {t("dreamshade.account.reactivate")}
                </Button>
              ) : (
                <Button size="small" variant="danger" isLoading={setStatus.isPending} onClick={() => change("deactivated")}>
                  {t("dreamshade.account.deactivate")}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "customer.details.side.before" })

export default CustomerAccountStateWidget
