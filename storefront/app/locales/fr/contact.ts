/** The contact form on /contact (its page text lives in pages/contact.ts). */
const contact = {
  form: {
    heading: "Écrivez-nous",
    intro: "Nous répondons à l’adresse e-mail que vous indiquez, en français ou en anglais. Tous les champs sont obligatoires, sauf le téléphone.",
    kind: "Votre demande",
    chooseKind: "Choisissez…",
    kinds: { sales_inquiry: "Demande commerciale", customer_support: "Service client" },
    name: "Nom",
    email: "Adresse e-mail",
    phone: "Téléphone (facultatif)",
    phoneHint: "237 suivi de 9 chiffres commençant par 6",
    subject: "Objet",
    message: "Message",
    messageHint: "{{max}} caractères au maximum.",
    submit: "Envoyer le message",
    noscript: "La vérification anti-robot a besoin de JavaScript (un petit calcul fait par votre navigateur). Activez JavaScript pour envoyer un message, ou écrivez-nous directement par e-mail.",
  },
  messages: {
    fillRequired: "Veuillez remplir tous les champs obligatoires",
    sent: "Message envoyé ! Nous vous répondrons par e-mail ; une confirmation vient de vous être envoyée.",
    sendFailed: "Erreur lors du traitement de la demande. Réessayez dans un instant ou écrivez-nous par e-mail.",
  },
};

export default contact;
