import type { Language } from "~/lib/i18n/languages";

/** The web app manifest in the page's language (its `start_url` keeps the language), and the iOS icon. */
export function AppManifestLinks({ language }: { language: Language }) {
  return (
    <>
      <link rel="manifest" href={language === "en" ? "/manifest.en.webmanifest" : "/manifest.webmanifest"} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
