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
};

export default newsletter;
