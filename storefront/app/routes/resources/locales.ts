import { data } from "react-router";
import { isLanguage } from "~/lib/i18n/languages";
import { isNamespace, resources } from "~/locales";
import type { Route } from "./+types/locales";

/**
 * One translation namespace as JSON, for the browser's i18next when a client-side navigation
 * reaches a route whose namespace the page did not ship (see app/entry.client.tsx).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lng) || !isNamespace(params.ns)) {
    throw data({ error: "Unknown language or namespace" }, { status: 404 });
  }
  return data(resources[params.lng][params.ns], {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
