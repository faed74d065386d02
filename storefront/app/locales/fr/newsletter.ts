const newsletter = {
  heading: "Notre newsletter",
  intro: "Nouveautés, conseils beauté et offres : recevez-les par e-mail.",
  email: "Votre e-mail pour la newsletter",
  submit: "Je m'inscris",
  note: "Nous vous enverrons un e-mail pour confirmer votre inscription. Vous pourrez vous désinscrire à tout moment.",
  captcha: {
    label: "Vérification anti-robot",
    noscript: "La vérification anti-robot a besoin de JavaScript (un petit calcul fait par votre navigateur). Activez JavaScript pour vous inscrire.",
  },
  messages: {
    email: "Le champ est obligatoire et doit être un e-mail",
    captcha: "Veuillez valider le captcha",
    tooManyAttempts_one: "Trop de tentatives. Réessayez dans {{count}} minute.",
    tooManyAttempts_other: "Trop de tentatives. Réessayez dans {{count}} minutes.",
    generic: "L'inscription n'a pas abouti. Veuillez réessayer plus tard.",
    sent: "Vérifiez votre boîte e-mail : nous venons d'écrire à {{email}}. Si l'adresse n'est pas encore inscrite, confirmez l'inscription avec le bouton de l'e-mail.",
  },
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

export default newsletter;
