import type { ShopFacts } from "@dreamshade/contracts";
import type { ShopPolicy } from "~/lib/shop-details";

/**
 * The shape of an informational page's text. Each page is a function of the shop's details so
 * that a fee, a phone number or the shop's name is written once: the backend's configuration.
 *
 * Texts may hold links written `[label](/path)`; internal paths become client-side links.
 */
export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  /** Term and detail pairs, e.g. a delivery zone and its fee. */
  | { kind: "facts"; items: { term: string; detail: string }[] }
  /** Numbered steps (how it works). */
  | { kind: "steps"; items: { title: string; text: string }[] }
  /** Titled cards (values, payment options). */
  | { kind: "cards"; items: { title: string; text: string }[] }
  /** Questions that open and close without JavaScript (`<details>`). */
  | { kind: "questions"; items: { question: string; answer: string[] }[] }
  /** Links to other pages with a line each (help centre). */
  | { kind: "links"; items: { to: string; label: string; text: string }[] }
  /** The shop's address, phone, WhatsApp, e-mail and opening hours. */
  | { kind: "contact" };

export interface PageSection {
  /** Anchor of the section: the same in every language. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface InfoPageContent {
  /** The screen title: `<h1>` and `DreamShade | <title>`. */
  title: string;
  /** Meta description: one or two sentences. */
  description: string;
  intro: string;
  /** ISO date of the last change, shown on legal pages. */
  updated?: string;
  sections: PageSection[];
}

/** What a page's text may use. */
export interface ContentContext {
  shopName: string;
  details: ShopFacts;
  policy: ShopPolicy;
  /** An XAF amount in the page's language: `1 000 FCFA` / `XAF 1,000`. */
  money: (amount: number) => string;
  /** An XAF amount converted at the fixed peg, as PayPal charges it: `15,24 €` / `€15.24`. */
  inEuros: (amount: number) => string;
  /** The peg written in the page's language: `655,957` / `655.957` (XAF for 1 EUR). */
  eurRate: string;
  /** `+237 690 00 00 00`. */
  phone: string;
  whatsappUrl: string;
}

export type PageContent = (context: ContentContext) => InfoPageContent;

/** Words the page layout and the contact block use, per language. */
export interface PageLabels {
  updated: string;
  onThisPage: string;
  contact: {
    address: string;
    country: string;
    phone: string;
    whatsapp: string;
    whatsappAction: string;
    email: string;
    hours: string;
    closed: string;
  };
}
