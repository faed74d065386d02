import type fr from "../fr/favourites";

/** `/my-favourites` (the add buttons' words are in common.ts, which every page loads). */
const favourites = {
  title: "My favourites",
  listLabel: "Your favourite products",
  signedOut: {
    text: "Log in to see the products you keep as favourites.",
    login: "Log in",
  },
  loadFailed: "An error occurred while getting favorites.",
  empty: "You have no favourites yet.",
  browse: "Browse the shop",
  unavailable: "This product is no longer sold.",
  noPrice: "Price unavailable",
  remove: "Remove",
  removeFor: "Remove {{title}} from your favourites",
  confirm: {
    question: "Do you really want to remove “{{title}}” from your favourites?",
    questionUnnamed: "Do you really want to remove this product from your favourites?",
    yes: "Yes, remove",
    no: "No, keep it",
  },
  pagination: "Pages of your favourites",
  previous: "Previous page",
  next: "Next page",
} satisfies typeof fr;

export default favourites;
