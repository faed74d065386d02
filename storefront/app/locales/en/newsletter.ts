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
  page: {
    title: "Newsletter",
  },
  confirm: {
    title: "Confirm your newsletter subscription",
    heading: "Confirm your subscription",
    intro: "Subscription of {{email}} to the newsletter.",
    submit: "I confirm my subscription",
    done: "Newsletter added! Your subscription is confirmed: see you soon in your inbox.",
    invalid: "This confirmation link is invalid, has expired or was already used. Subscribe again to get another one.",
    back: "Back to the home page",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    heading: "Unsubscribe from the newsletter",
    intro: "{{email}} will no longer receive our newsletter.",
    submit: "Unsubscribe",
    done: "Done: {{email}} is unsubscribed. You will no longer receive our newsletter.",
    invalid: "This unsubscribe link is invalid. Use the link in the latest e-mail you received.",
    back: "Back to the home page",
  },
} satisfies typeof fr;

export default newsletter;
