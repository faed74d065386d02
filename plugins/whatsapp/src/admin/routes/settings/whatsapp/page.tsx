import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useWhatsAppSettings } from "../../../lib/whatsapp-api"

/** Whether the WhatsApp channel is configured, and the webhook to register with Meta (never the token). */
const WhatsAppSettingsPage = () => {
  const { t } = useTranslation()
  const { data: settings, error } = useWhatsAppSettings()
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">{t("whatsapp.settings.title")}</Heading>
        {settings ? (
          <Badge color={settings.configured ? "green" : "orange"}>{settings.configured ? t("whatsapp.settings.configured") : t("whatsapp.settings.notConfigured")}</Badge>
        ) : null}
      </div>
      {error ? <Text className="px-6 py-4 text-ui-fg-error">{t("whatsapp.loadFailed", { message: error.message })}</Text> : null}
      {settings && !settings.configured ? <Text className="px-6 py-4">{t("whatsapp.settings.notConfiguredHelp")}</Text> : null}
      {settings?.configured ? (
        <div className="grid gap-2 px-6 py-4 text-sm">
          <Text size="small">{t("whatsapp.settings.apiHost")}: {settings.api_host}</Text>
          <Text size="small">{t("whatsapp.settings.phoneNumberId")}: {settings.phone_number_id}</Text>
          <Text size="small">{t("whatsapp.settings.apiVersion")}: {settings.api_version}</Text>
          <Text size="small">{t("whatsapp.settings.webhook")}: {`${window.location.origin}${settings.webhook_path}`}</Text>
          <Text size="small" className="text-ui-fg-subtle">{t("whatsapp.settings.tokenHidden")}</Text>
        </div>
      ) : null}
    </Container>
  )
}

export const config = defineRouteConfig({ label: "whatsapp.settings.menu" })

export default WhatsAppSettingsPage
