import type { Language } from "~/lib/i18n/languages";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Country choices named in the shopper's language (made on the server and sent as data, so
 * the browser's own country names cannot differ from the rendered page), Cameroon first.
 */
export function countryOptions(codes: readonly string[], language: Language): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const options = [...new Set(codes.map((code) => code.toLowerCase()))].map((code) => ({
    code,
    name: names.of(code.toUpperCase()) ?? code.toUpperCase(),
  }));
  return options.sort((a, b) =>
    a.code === "cm" ? -1 : b.code === "cm" ? 1 : a.name.localeCompare(b.name, language),
  );
}
