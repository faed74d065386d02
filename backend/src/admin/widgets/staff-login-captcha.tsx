import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Text } from "@medusajs/ui"
import { createElement, useEffect, useRef, useState } from "react"
import { STAFF_CAPTCHA_CHALLENGE, STAFF_CAPTCHA_COOKIE, STAFF_CAPTCHA_PATH } from "../../lib/accounts/staff-captcha"
import { useTranslation } from "react-i18next"

/** Hands the solved captcha to the login request (a cookie for the staff auth routes only). */
function rememberSolution(payload: string | null) {
  const secure = window.location.protocol === "https:" ? "; Secure" : ""
  const value = payload ? encodeURIComponent(payload) : ""
  const maxAge = payload ? 600 : 0
  document.cookie = `${STAFF_CAPTCHA_COOKIE}=${value}; Path=${STAFF_CAPTCHA_PATH}; Max-Age=${maxAge}; SameSite=Strict${secure}`
}

/**
 * The staff login gets the shoppers' proof-of-work captcha (ALTCHA): the backend refuses a
 * sign-in without a solved, unspent one (src/api/auth/staff-login-throttle.ts).
 */
const StaffLoginCaptcha = () => {
  const { t, i18n } = useTranslation()
  const language = i18n.language?.startsWith("en") ? "en" : "fr"
  const widget = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let active = true
    void Promise.all([import("altcha"), import("altcha/i18n/fr-fr")]).then(() => {
      if (active) setReady(true)
    })
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      rememberSolution(state === "verified" && payload ? payload : null)
    }
    element.addEventListener("statechange", onStateChange)
    return () => element.removeEventListener("statechange", onStateChange)
  }, [ready])

  return (
    <fieldset className="mt-4 flex flex-col gap-2">
      <legend className="sr-only">{t("dreamshade.captcha.label")}</legend>
      {ready
        ? createElement("altcha-widget", {
            ref: widget,
            challenge: STAFF_CAPTCHA_CHALLENGE,
            language: language === "fr" ? "fr-fr" : "en",
          })
        : null}
      <Text size="small" className="text-ui-fg-subtle">
        {t("dreamshade.captcha.hint")}
      </Text>
    </fieldset>
  )
}

export const config = defineWidgetConfig({ zone: "login.after" })

export default StaffLoginCaptcha
