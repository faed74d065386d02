import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"

type AccountState = {
  status: "not_validated" | "active" | "deactivated" | "deleted"
  activated_at: string | null
  deactivated_at: string | null
}

const TEXTS = {
  fr: {
    title: "Compte client",
    not_validated: "Non validé",
    active: "Actif",
    deactivated: "Désactivé",
    deleted: "Supprimé",
    activatedAt: "Validé le",
    deactivatedAt: "Désactivé le",
    deactivate: "Désactiver le compte",
    reactivate: "Réactiver le compte",
    confirmDeactivate: "Désactiver ce compte ? Le client sera déconnecté et ne pourra plus se connecter.",
    saved: "État du compte enregistré",
    failed: "L'état du compte n'a pas pu être modifié",
    loadFailed: "L'état du compte n'a pas pu être chargé",
  },
  en: {
    title: "Customer account",
    not_validated: "Not validated",
    active: "Active",
    deactivated: "Deactivated",
    deleted: "Deleted",
    activatedAt: "Validated on",
    deactivatedAt: "Deactivated on",
    deactivate: "Deactivate account",
    reactivate: "Reactivate account",
    confirmDeactivate: "Deactivate this account? The customer is signed out and can no longer log in.",
    saved: "Account state saved",
    failed: "The account state could not be changed",
    loadFailed: "The account state could not be loaded",
  },
}

/** The admin's own language choice (its i18next keeps it under `lng`); French otherwise. */
function adminLanguage(): "fr" | "en" {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem("lng")
  return stored?.startsWith("en") ? "en" : "fr"
}

const BADGE_COLOR = { not_validated: "orange", active: "green", deactivated: "red", deleted: "grey" } as const

/** Shows a customer's account state and lets staff deactivate or reactivate it. */
const CustomerAccountStateWidget = ({ data: customer }: DetailWidgetProps<{ id: string }>) => {
  const language = adminLanguage()
  const t = TEXTS[language]
  const [account, setAccount] = useState<AccountState | null>(null)
  const [saving, setSaving] = useState(false)
  const url = `/admin/customers/${customer.id}/account`

  useEffect(() => {
    fetch(url, { credentials: "include" })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body) => setAccount(body.account))
      .catch(() => toast.error(t.loadFailed))
  }, [url])

  const setStatus = async (status: "active" | "deactivated") => {
    if (status === "deactivated" && !window.confirm(t.confirmDeactivate)) return
    setSaving(true)
    try {
      const response = await fetch(url, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status }),
      })
      if (!response.ok) throw new Error(String(response.status))
      setAccount((await response.json()).account)
      toast.success(t.saved)
    } catch {
      toast.error(t.failed)
    } finally {
      setSaving(false)
    }
  }

  const date = (value: string | null) => (value ? new Date(value).toLocaleString(language) : "—")

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t.title}</Heading>
        {account && <Badge color={BADGE_COLOR[account.status]}>{t[account.status]}</Badge>}
      </div>
      {account && (
        <div className="flex flex-col gap-y-2 px-6 py-4">
          <Text size="small">
            {t.activatedAt}: {date(account.activated_at)}
          </Text>
          {account.status === "deactivated" && (
            <Text size="small">
              {t.deactivatedAt}: {date(account.deactivated_at)}
            </Text>
          )}
          {account.status !== "deleted" && (
            <div>
              {account.status === "deactivated" ? (
                <Button size="small" variant="secondary" isLoading={saving} onClick={() => setStatus("active")}>
                  {t.reactivate}
                </Button>
              ) : (
                <Button size="small" variant="danger" isLoading={saving} onClick={() => setStatus("deactivated")}>
                  {t.deactivate}
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
