import type { PageContent } from "~/components/pages/content";

const privacyPolicy: PageContent = ({ shopName, details }) => ({
  title: "Privacy policy",
  description: `The personal data ${shopName} collects, why, how long we keep it, and how to exercise your rights.`,
  intro: `${shopName} keeps only the data needed to sell and deliver our products to you. We do not sell your data and use no advertising trackers.`,
  updated: "2026-11-22",
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      blocks: [
        {
          kind: "paragraph",
          text: `The ${shopName} shop, ${details.address.district}, ${details.address.city} (Cameroon). For any question about your data, write to [${details.email}](mailto:${details.email}).`,
        },
      ],
    },
    {
      id: "data",
      heading: "The data we collect",
      blocks: [
        {
          kind: "list",
          items: [
            "Your account: first and last name, e-mail, phone, password (encrypted), profile picture if you add one.",
            "Your delivery and billing addresses.",
            "Your orders: products, amounts, payment method, notes and promo codes.",
            "Your reviews, favourites and messages to customer support.",
            "Your newsletter subscription, if you ask for it.",
          ],
        },
        {
          kind: "paragraph",
          text: "Card, PayPal and Mobile Money payments happen at those providers: we receive the payment's confirmation, never your card number or your PIN.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it",
      blocks: [
        {
          kind: "list",
          items: [
            "To handle, deliver and follow your orders, and keep you informed by e-mail.",
            "To manage your account and answer your messages.",
            "To publish reviews from customers who bought the product.",
            "To send you the newsletter, only if you asked for it; every issue has an unsubscribe link.",
            "To meet our legal and accounting duties, and prevent fraud.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      blocks: [
        {
          kind: "paragraph",
          text: "Only those who help us fulfil your order: delivery riders and couriers (name, phone, address), and payment providers (MTN, Orange, the card payment provider, PayPal). Never for advertising.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          kind: "list",
          items: [
            "A language cookie, to show the site in French or English.",
            "A session cookie, to keep you signed in, and a bag cookie.",
          ],
        },
        {
          kind: "paragraph",
          text: "These cookies are needed for the site to work; we use no advertising cookies and no third-party analytics. Our tutorial videos come from YouTube (privacy-enhanced mode) and load only when you press play.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          kind: "paragraph",
          text: "Your account data is kept as long as the account exists. You can delete it at any time from your account. Invoices and orders are kept for as long as accounting law requires.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: `You may see, correct or delete your data, and opt out of the newsletter. Most of this is done from your account; for the rest, write to [${details.email}](mailto:${details.email}). We answer within 30 days.`,
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          kind: "paragraph",
          text: "Passwords are encrypted, exchanges with the site are protected, and only staff who need it can see your orders.",
        },
      ],
    },
  ],
});

export default privacyPolicy;
