/**
 * Texts the Admin itself translates: only our sidebar entries (a route's `label` is a key when
 * it names `translationNs`). Pages and widgets keep their texts beside them (lib/contact-texts.ts).
 */
export default {
  fr: { translation: { dreamshade: { contactMessages: "Messages de contact" } } },
  en: { translation: { dreamshade: { contactMessages: "Contact messages" } } },
}
