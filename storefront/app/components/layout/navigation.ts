/**
 * Links of the header and the footer. Only routes that exist are listed: an unknown path
 * redirects home, so a link to a page not built yet would be a dead end. Add About, Contact
 * and the informational pages (spec §2) here when their routes exist.
 */
export interface NavigationItem {
  to: string;
  labelKey: "nav.home" | "nav.shop";
}

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { to: "/", labelKey: "nav.home" },
  { to: "/shop", labelKey: "nav.shop" },
];

export interface FooterSection {
  headingKey: "footer.shopHeading";
  links: readonly NavigationItem[];
}

export const FOOTER_SECTIONS: readonly FooterSection[] = [
  { headingKey: "footer.shopHeading", links: MAIN_NAVIGATION },
];
