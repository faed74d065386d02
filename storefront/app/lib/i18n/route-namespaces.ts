import type { Namespace } from "~/locales";

/** What a route module's `handle` may declare: the translation namespaces it renders. */
export interface I18nHandle {
  i18n?: Namespace | Namespace[];
}

/**
 * The namespaces the given route handles ask for, "common" always included (the layout uses
 * it), without duplicates. Only these travel to the browser with the page.
 */
export function namespacesOf(handles: readonly unknown[]): Namespace[] {
  const namespaces = new Set<Namespace>(["common"]);
  for (const handle of handles) {
    if (typeof handle !== "object" || handle === null || !("i18n" in handle)) continue;
    const declared = (handle as I18nHandle).i18n;
    for (const ns of Array.isArray(declared) ? declared : [declared]) {
      if (typeof ns === "string") namespaces.add(ns);
    }
  }
  return [...namespaces];
}

/** The global the server fills with the page's translations before the app's scripts run. */
export const I18N_BOOTSTRAP_GLOBAL = "__DREAMSHADE_I18N__";

export interface I18nBootstrap {
  language: string;
  bundles: Record<string, unknown>;
}
