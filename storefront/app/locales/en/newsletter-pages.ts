import type fr from "../fr/newsletter-pages";

const newsletterPages = {
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

export default newsletterPages;
