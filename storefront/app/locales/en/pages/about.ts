import type { PageContent } from "~/components/pages/content";

const about: PageContent = ({ shopName, details }) => ({
  title: "About us",
  description: `${shopName}, a beauty and cosmetics shop in ${details.address.district}, Douala: our products, our values and how we work.`,
  intro: `${shopName} is a beauty and cosmetics shop in ${details.address.district}, in the heart of Douala. We choose skincare, makeup and fragrances suited to the skin, hair and climate here, and deliver them all over Cameroon.`,
  sections: [
    {
      id: "story",
      heading: "Our story",
      blocks: [
        {
          kind: "paragraph",
          text: "It started with a simple observation: finding genuine beauty products in Douala, suited to Black and mixed-race skin and to a hot, humid climate, took too much time and luck. So we opened a shop where every product is chosen, tried and explained.",
        },
        {
          kind: "paragraph",
          text: "Today our team welcomes you in the shop, answers you in French and English, and prepares your online orders for Douala, the rest of Cameroon and abroad.",
        },
      ],
    },
    {
      id: "values",
      heading: "Our values",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "Authenticity",
              text: "Genuine products, bought from the brands or their authorised distributors. No counterfeits, nothing past its date.",
            },
            {
              title: "Transparency",
              text: "Prices in CFA francs, delivery fees known before you pay, and return conditions written in black and white.",
            },
            {
              title: "Advice that fits",
              text: "Every product page gives the skin type, ingredients and how to use it. A question? We advise you before you buy.",
            },
            {
              title: "Close to you",
              text: "A real shop in Douala, a team you can reach by phone, WhatsApp and e-mail, and every text in French and English.",
            },
            {
              title: "Respect for your data",
              text: "No advertising trackers: we keep only what we need to handle your orders, and we never sell your data.",
            },
          ],
        },
      ],
    },
    {
      id: "range",
      heading: "What we offer",
      blocks: [
        {
          kind: "list",
          items: [
            "Skincare: cleansers, serums, creams and sun protection",
            "Makeup: complexion, eyes, lips and nails",
            "Haircare, including kinky, curly and wavy hair",
            "Perfumes and eaux de toilette",
            "Makeup tools: brushes, sponges and bags",
            "Bath & body and oral care",
            "Packs, ready to give or to try, at a reduced price",
          ],
        },
        {
          kind: "paragraph",
          text: "Browse the [shop](/shop) or watch our video tutorials on the [home page](/).",
        },
      ],
    },
    {
      id: "visit",
      heading: "Visit us",
      blocks: [
        {
          kind: "paragraph",
          text: "The shop is open Monday to Saturday, 9:00 am to 6:00 pm (GMT+1). Collecting your order there is free. Address, phone and WhatsApp: see the [Contact](/contact) page.",
        },
      ],
    },
  ],
});

export default about;
