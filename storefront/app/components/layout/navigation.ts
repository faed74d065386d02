import type common from "~/locales/fr/common";

/**
 * Links of the header and the footer. Only routes that exist are listed: an unknown path
 * redirects home, so a link to a page not built yet would be a dead end.
 */
export interface NavigationItem {
  to: string;
  labelKey: `nav.${Exclude<keyof (typeof common)["nav"], "label">}`;
}

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { to: "/", labelKey: "nav.home" },
  { to: "/shop", labelKey: "nav.shop" },
];

export interface FooterSection {
  headingKey: "footer.shopHeading" | "footer.aboutHeading" | "footer.helpHeading" | "footer.legalHeading";
  links: readonly NavigationItem[];
}

export const FOOTER_SECTIONS: readonly FooterSection[] = [
  { headingKey: "footer.shopHeading", links: MAIN_NAVIGATION },
  {
    headingKey: "footer.aboutHeading",
    links: [
      { to: "/about", labelKey: "nav.about" },
      { to: "/how-it-works", labelKey: "nav.howItWorks" },
      { to: "/contact", labelKey: "nav.contact" },
    ],
  },
  {
    headingKey: "footer.helpHeading",
    links: [
      { to: "/help", labelKey: "nav.help" },
      { to: "/faq", labelKey: "nav.faq" },
      { to: "/shipping-guide", labelKey: "nav.shippingGuide" },
      { to: "/payment-methods", labelKey: "nav.paymentMethods" },
    ],
  },
  {
    headingKey: "footer.legalHeading",
    links: [
      { to: "/terms-and-condition", labelKey: "nav.termsAndConditions" },
      { to: "/terms-of-use", labelKey: "nav.termsOfUse" },
      { to: "/privacy-policy", labelKey: "nav.privacyPolicy" },
    ],
  },
];
