import type { PageContent } from "~/components/pages/content";

const faq: PageContent = ({ shopName, money, inEuros, eurRate, policy, phone }) => ({
  title: "FAQ",
  description: `Answers to the questions ${shopName} hears most: ordering, accounts, payment, delivery, returns and refunds.`,
  intro: "Can't find your answer? Write to us from the [Contact](/contact) page.",
  sections: [
    {
      id: "general",
      heading: "General questions",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Are your products genuine?",
              answer: [
                "Yes. We buy directly from the brands or their authorised distributors, and we check expiry dates before every dispatch.",
              ],
            },
            {
              question: "Do I need an account to order?",
              answer: [
                "Yes, to order online: your account keeps your addresses and orders. Rather not create one? Order directly from the shop, by phone, WhatsApp or in person (see [Contact](/contact)).",
              ],
            },
            {
              question: "Where is the shop and when is it open?",
              answer: [
                "In Akwa, Douala. It is open Monday to Saturday, 9:00 am to 6:00 pm (GMT+1). The exact address is on the [Contact](/contact) page.",
              ],
            },
            {
              question: "How do I choose a product for my skin?",
              answer: [
                "In the [shop](/shop), filter by skin type (normal, dry, oily, combination or sensitive) and read each product's directions. If in doubt, ask us before you buy.",
              ],
            },
            {
              question: "Is the site available in French?",
              answer: ["Yes. Choose FR or EN at the top of any page; we remember your choice for your next visits."],
            },
          ],
        },
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Which payment methods do you accept?",
              answer: [
                "MTN Mobile Money, Orange Money, card, PayPal, bank deposit and cash at the shop. All the details are in [Payment methods](/payment-methods).",
              ],
            },
            {
              question: "Can I pay on delivery?",
              answer: ["No. Payment always comes before delivery: we do not offer cash on delivery, whatever the amount."],
            },
            {
              question: "How do I approve a Mobile Money payment?",
              answer: [
                "Enter your number (237 followed by 9 digits starting with 6), then approve the cash-out request that appears on your phone with your PIN. With MTN, if nothing appears, dial *126# to approve the pending payment.",
              ],
            },
            {
              question: "Why does PayPal show an amount in euros?",
              answer: [
                `PayPal does not take CFA francs: we convert at the fixed rate of €1 = ${eurRate} XAF, rounded to the cent. For example, ${money(10000)} is ${inEuros(10000)}. The euro amount is shown before you pay.`,
              ],
            },
            {
              question: "How do I pay by bank deposit or in cash?",
              answer: [
                `Choose it when you order: the order is saved without payment and you get a confirmation e-mail. The bank details are given when you order. We hold your items for ${policy.unpaidHoldWorkingDays} working days; we prepare the order as soon as the payment arrives.`,
              ],
            },
          ],
        },
      ],
    },
    {
      id: "orders-returns",
      heading: "Orders and returns",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How much is delivery?",
              answer: [
                `${money(policy.delivery.douala)} in Douala, ${money(policy.delivery.cameroon)} elsewhere in Cameroon, and free if you collect your order at the shop. Abroad, the courier charges by weight: we send you a quote once the order is confirmed. See the [shipping guide](/shipping-guide).`,
              ],
            },
            {
              question: "How long does delivery take?",
              answer: [
                `Within ${policy.delivery.workingDays} working days once the order is confirmed (payment received and order validated), in Cameroon. Abroad, the time depends on the courier and comes with the quote.`,
              ],
            },
            {
              question: "How do I follow my order?",
              answer: [
                "From your account: each order shows its status (pending, validated, shipping, delivered or cancelled). We also e-mail you at every important step.",
              ],
            },
            {
              question: "Can I cancel my order?",
              answer: [
                "Yes, as long as it has not been dispatched: contact us with the order reference. If you have already paid, we refund you; withdrawal and refund charges remain yours.",
              ],
            },
            {
              question: "Can I return a product?",
              answer: [
                `Yes, within ${policy.returnDays} days of delivery, if the product is unopened and its packaging intact. For hygiene reasons, an opened or unsealed cosmetic cannot be taken back or exchanged, unless it is faulty.`,
                `A damaged, wrong or missing item? Report it within ${policy.reportIssueHours} hours of delivery, with photos: we replace it or refund you.`,
              ],
            },
            {
              question: "How am I refunded?",
              answer: [
                `By the means you paid with where possible, within ${policy.refundDays} days of the returned product reaching us. Withdrawal and refund charges (Mobile Money, bank or PayPal fees) are borne by the client and deducted from the refund.`,
              ],
            },
            {
              question: "I don't have an account: how do I order?",
              answer: [`Call us or message us on WhatsApp at ${phone}, or come to the shop: we place the order for you.`],
            },
          ],
        },
      ],
    },
  ],
});

export default faq;
