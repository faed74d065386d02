import type { PageContent } from "~/components/pages/content";

const help: PageContent = ({ shopName, money, policy }) => ({
  title: "Help centre",
  description: `All of ${shopName}'s help: FAQ, delivery, payment, returns, terms and contact.`,
  intro: "Find an answer quickly, or get in touch.",
  sections: [
    {
      id: "topics",
      heading: "Topics",
      blocks: [
        {
          kind: "links",
          items: [
            { to: "/faq", label: "FAQ", text: "Accounts, payment, orders, returns and refunds." },
            { to: "/shipping-guide", label: "Shipping guide", text: "Fees, delivery times, shop pickup and international delivery." },
            { to: "/payment-methods", label: "Payment methods", text: "Mobile Money, card, PayPal, bank deposit and cash." },
            { to: "/how-it-works", label: "How it works", text: "An order, step by step." },
            { to: "/contact", label: "Contact", text: "Phone, WhatsApp, e-mail and the shop's opening hours." },
            { to: "/terms-and-condition", label: "Terms and conditions", text: "Prices, payment, delivery, cancellation and returns." },
            { to: "/terms-of-use", label: "Terms of use", text: "The rules for using the site and reviews." },
            { to: "/privacy-policy", label: "Privacy policy", text: "The data we keep, why, and your rights." },
          ],
        },
      ],
    },
    {
      id: "essentials",
      heading: "The essentials",
      blocks: [
        {
          kind: "facts",
          items: [
            {
              term: "Delivery",
              detail: `${money(policy.delivery.douala)} in Douala, ${money(policy.delivery.cameroon)} elsewhere in Cameroon, free at the shop; within ${policy.delivery.workingDays} working days of confirmation.`,
            },
            { term: "Payment", detail: "Always before delivery: no cash on delivery." },
            {
              term: "Returns",
              detail: `Unopened products, within ${policy.returnDays} days of delivery; withdrawal and refund charges borne by the client.`,
            },
            { term: "Opening hours", detail: "Monday to Saturday, 9:00 am to 6:00 pm (GMT+1)." },
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Need to talk to someone?",
      blocks: [{ kind: "contact" }],
    },
  ],
});

export default help;
