import account from "./account";
import cart from "./cart";
import checkout from "./checkout";
import common from "./common";
import contact from "./contact";
import favourites from "./favourites";
import home from "./home";
import newsletter from "./newsletter";
import newsletterPages from "./newsletter-pages";
import offline from "./offline";
import orders from "./orders";
import product from "./product";
import shop from "./shop";

/** French is the source of truth for keys: every other language must match this shape. */
const fr = { account, common, home, product, shop, cart, checkout, orders, contact, favourites, newsletter, newsletterPages, offline };

export default fr;
