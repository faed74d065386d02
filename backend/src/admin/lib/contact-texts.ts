/**
 * The contact-message pages' texts in French and English (no server imports here: admin code).
 * The staff member's language is the Admin's own choice, as for the customer-account widget.
 */
export const CONTACT_TEXTS = {
  fr: {
    title: "Messages de contact",
    intro: "Messages envoyés depuis la page Contact de la boutique.",
    allKinds: "Tous les types",
    allStates: "Tous les états",
    kindFilter: "Type",
    stateFilter: "État",
    kind: { sales_inquiry: "Demande commerciale", customer_support: "Service client" },
    state: { new: "Nouveau", answered: "Répondu" },
    language: { fr: "Français", en: "Anglais" },
    received: "Reçu le",
    from: "De",
    email: "E-mail",
    phone: "Téléphone",
    noPhone: "Non indiqué",
    subject: "Objet",
    message: "Message",
    senderLanguage: "Langue",
    answeredAt: "Répondu le",
    empty: "Aucun message pour ces filtres.",
    count: "{{count}} message(s)",
    previous: "Précédent",
    next: "Suivant",
    back: "Tous les messages",
    markAnswered: "Marquer comme répondu",
    replyByEmail: "Répondre par e-mail",
    saved: "Message marqué comme répondu",
    failed: "Le message n'a pas pu être marqué comme répondu",
    loadFailed: "Les messages n'ont pas pu être chargés",
    notFound: "Ce message n'existe pas.",
  },
  en: {
    title: "Contact messages",
    intro: "Messages sent from the shop's Contact page.",
    allKinds: "All kinds",
    allStates: "All states",
    kindFilter: "Kind",
    stateFilter: "State",
    kind: { sales_inquiry: "Sales inquiry", customer_support: "Customer support" },
    state: { new: "New", answered: "Answered" },
    language: { fr: "French", en: "English" },
    received: "Received on",
    from: "From",
    email: "E-mail",
    phone: "Phone",
    noPhone: "Not given",
    subject: "Subject",
    message: "Message",
    senderLanguage: "Language",
    answeredAt: "Answered on",
    empty: "No message for these filters.",
    count: "{{count}} message(s)",
    previous: "Previous",
    next: "Next",
    back: "All messages",
    markAnswered: "Mark as answered",
    replyByEmail: "Reply by e-mail",
    saved: "Message marked as answered",
    failed: "The message could not be marked as answered",
    loadFailed: "The messages could not be loaded",
    notFound: "This message does not exist.",
  },
} as const

export type ContactTexts = (typeof CONTACT_TEXTS)["fr" | "en"]

export type ContactMessage = {
  id: string
  kind: "sales_inquiry" | "customer_support"
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  language: "fr" | "en"
  state: "new" | "answered"
  answered_at: string | null
  created_at: string
}

/** The Admin's own language choice (its i18next keeps it under `lng`); French otherwise. */
export function adminLanguage(): "fr" | "en" {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem("lng")
  return stored?.startsWith("en") ? "en" : "fr"
}

export function contactTexts() {
  const language = adminLanguage()
  return { language, t: CONTACT_TEXTS[language] as ContactTexts }
}

export const STATE_BADGE_COLOR = { new: "orange", answered: "green" } as const

export function formatDate(value: string | null, language: "fr" | "en") {
  return value ? new Date(value).toLocaleString(language === "en" ? "en-GB" : "fr-FR") : "—"
}
