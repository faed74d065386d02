import type fr from "../fr/product";

const product = {
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    shop: "Shop",
  },
  gallery: {
    label: "Product photos",
    more: "More photos",
  },
  brandLabel: "Brand:",
  categoryLabel: "Category:",
  size: "Size: {{size}}",
  price: {
    current: "Price:",
    sale: "Sale price:",
    regular: "Regular price:",
    discount: "−{{percent}}%",
    endsOn: "Offer ends on {{date}}",
    unavailable: "Price unavailable",
  },
  stock: {
    inStock: "In stock",
    low: "Only {{count}} left",
    outOfStock: "Out of stock",
  },
  soldCount_one: "{{count, number}} sold",
  soldCount_other: "{{count, number}} sold",
  skinTypes: {
    heading: "Skin types",
    normal: "Normal skin",
    dry: "Dry skin",
    oily: "Oily skin",
    combination: "Combination skin",
    sensitive: "Sensitive skin",
  },
  sections: {
    description: "Description",
    details: "Details",
    howToUse: "How to use",
  },
  pack: {
    heading: "What's in the pack",
    quantity: "Quantity: {{count}}",
  },
  reviews: {
    heading: "Customer reviews",
    none: "No reviews yet",
    average: "{{average}} out of 5",
    count_one: "{{count}} review",
    count_other: "{{count}} reviews",
  },
  related: {
    heading: "You may also like",
  },
  share: {
    heading: "Share",
    native: "Share this product",
    whatsapp: "Share on WhatsApp",
    facebook: "Share on Facebook",
    newWindow: "(opens in a new window)",
    copy: "Copy link",
    copied: "Link copied",
    copyFailed: "Copy this link: {{url}}",
    text: "{{title}}, at {{shopName}}",
  },
} satisfies typeof fr;

export default product;
