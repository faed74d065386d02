import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { useDataLight } from "~/lib/data-light/data-light";

/**
 * The footer's "Économie de données" switch (docs/decisions/035). Without JavaScript it is a plain
 * POST to `/resources/data-light`, which sets the cookie and sends the shopper back to this page.
 * With it, a fetcher sends the same form: the redirect revalidates the page's data, and the pictures
 * change without a full reload.
 */
export function DataLightSwitch() {
  const { t } = useTranslation("common");
  const mode = useDataLight();
  const fetcher = useFetcher();
  const location = useLocation();
  // While the choice is being sent, show where it is going.
  const pending = fetcher.formData?.get("mode");
  const on = pending === "on" || pending === "off" ? pending === "on" : mode.on;

  return (
    <fetcher.Form method="post" action="/resources/data-light" className="mt-4">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="mode"
        value={on ? "off" : "on"}
        aria-pressed={on}
        aria-describedby="data-light-hint"
        className="inline-flex items-center gap-3 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-ink-900 hover:bg-sand-100"
      >
        <span
          aria-hidden="true"
          className={`relative h-5 w-9 rounded-full transition-colors ${on ? "bg-accent-700" : "bg-sand-300"}`}
        >
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${on ? "left-4.5" : "left-0.5"}`} />
        </span>
        {t("dataLight.label")}
        <span aria-hidden="true" className="text-xs text-ink-500">
          {t(on ? "dataLight.on" : "dataLight.off")}
        </span>
      </button>
      <p id="data-light-hint" className="mt-2 text-xs leading-relaxed text-ink-500">
        {t("dataLight.hint")} {mode.on && mode.source === "browser" ? t("dataLight.fromBrowser") : null}
      </p>
    </fetcher.Form>
  );
}
