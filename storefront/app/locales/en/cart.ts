import type fr from "../fr/cart";

const cart = {
  title: "Cart",
  heading: "Your cart",
  empty: {
    text: "Your cart is empty.",
    browse: "Browse the shop",
  },
  line: {
    listLabel: "Items in your cart",
    size: "Size: {{size}}",
    unitPrice: "Unit price:",
    salePrice: "Sale price:",
    regularPrice: "Regular price:",
    quantity: "Quantity",
    decrease: "Remove one {{title}}",
    increase: "Add one more {{title}}",
    lineTotal: "Line total:",
    remove: "Remove",
    removeLabel: "Remove {{title}} from your cart",
  },
  summary: {
    heading: "Summary",
    items_one: "{{count}} item",
    items_other: "{{count}} items",
    subtotal: "Subtotal",
    deliveryNote: "Delivery fees are worked out at checkout.",
    checkout: "Checkout",
    continue: "Continue shopping",
  },
  add: {
    quantity: "Quantity",
    submit: "Add to cart",
    submitFor: "Add to cart: {{title}}",
    added_one: "{{title}} was added to your cart.",
    added_other: "{{count}} × {{title}} were added to your cart.",
    viewCart: "View cart",
    unavailable: "This product cannot be ordered at the moment.",
  },
  problems: {
    onlyLeft_one: "Only 1 left in stock.",
    onlyLeft_other: "Only {{count}} left in stock.",
    onlyLeftInBag_one: "Only 1 left in stock, and it is already in your cart.",
    onlyLeftInBag_other: "Only {{count}} left in stock, {{inBag}} of them already in your cart.",
    outOfStock: "This product is out of stock.",
    unavailable: "This product cannot be ordered at the moment.",
    lineGone: "This item is no longer in your cart.",
    invalidQuantity: "Choose a quantity between 1 and {{max}}.",
    failed: "Error processing the request. Please try again.",
  },
} satisfies typeof fr;

export default cart;
