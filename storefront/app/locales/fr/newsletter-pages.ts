/**
 * The newsletter's own pages (the subscribe answer, the e-mails' confirm and unsubscribe links):
 * apart from the form's texts, which every page ships for its footer.
 */
const newsletterPages = {
  page: {
    title: "Newsletter",
  },
  confirm: {
    title: "Confirmer l'inscription à la newsletter",
    heading: "Confirmez votre inscription",
    intro: "Inscription de l'adresse {{email}} à la newsletter.",
    submit: "Je confirme mon inscription",
    done: "Newsletter ajoutée ! Votre inscription est confirmée : à bientôt dans votre boîte e-mail.",
    invalid: "Ce lien de confirmation est invalide, a expiré ou a déjà servi. Inscrivez-vous à nouveau pour en recevoir un autre.",
    back: "Retour à l'accueil",
  },
  unsubscribe: {
    title: "Se désinscrire de la newsletter",
    heading: "Se désinscrire de la newsletter",
    intro: "L'adresse {{email}} ne recevra plus notre newsletter.",
    submit: "Me désinscrire",
    done: "C'est fait : l'adresse {{email}} est désinscrite. Vous ne recevrez plus notre newsletter.",
    invalid: "Ce lien de désinscription est invalide. Utilisez le lien du dernier e-mail reçu.",
    back: "Retour à l'accueil",
  },
};

export default newsletterPages;
