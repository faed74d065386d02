import type fr from "../fr/shop";

const shop = {
  title: "Shop",
  heading: "Shop",
  intro: "All our beauty and care products.",
  resultsCount: "Showing {{shown}} of {{total}} results",
  empty: "No products yet.",
} satisfies typeof fr;

export default shop;
