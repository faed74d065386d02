import type fr from "../fr/newsletter";

const newsletter = {
  heading: "Our newsletter",
  intro: "New products, beauty tips and offers: get them by e-mail.",
  email: "Your e-mail for the newsletter",
  submit: "Subscribe",
  note: "We will send you an e-mail to confirm your subscription. You can unsubscribe at any time.",
  captcha: {
    label: "Anti-robot check",
    noscript: "The anti-robot check needs JavaScript (a small calculation done by your browser). Turn JavaScript on to subscribe.",
  },
  messages: {
    email: "The field is obligatory and must be an email",
    captcha: "Please verify the captcha",
    tooManyAttempts_one: "Too many attempts. Try again in {{count}} minute.",
    tooManyAttempts_other: "Too many attempts. Try again in {{count}} minutes.",
    generic: "The subscription did not go through. Please try again later.",
    sent: "Check your inbox: we have just written to {{email}}. If the address is not subscribed yet, confirm with the button in the e-mail.",
  },
} satisfies typeof fr;

export default newsletter;
