import type { MedusaContainer } from "@medusajs/framework/types"
import { createTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { ENGLISH_LOCALE } from "./locales"

export type EnglishText = { reference: string; reference_id: string; fields: Record<string, string | undefined> }

/** Records the English version of records whose base text is French. */
export async function addEnglish(container: MedusaContainer, texts: EnglishText[]) {
  if (!texts.length) return
  await createTranslationsWorkflow(container).run({
    input: {
      translations: texts.map((text) => ({
        reference: text.reference,
        reference_id: text.reference_id,
        locale_code: ENGLISH_LOCALE,
        translations: text.fields,
      })),
    },
  })
}
