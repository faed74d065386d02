import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { INFO_PAGE_PATHS } from "./lib/info-page-paths";
import { ACCOUNT_ROUTES } from "./routes/account/account-routes";

// Paths are exactly the spec's table (§2); no language segment in URLs (DESIGN.md).
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("product/:handle/details", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout/checkout.tsx"),
  route("checkout/confirmation/:orderId", "routes/checkout/confirmation.tsx"),
  // Card (docs/decisions/026): Stripe's form, and where Stripe sends the shopper back.
  route("checkout/card", "routes/checkout/card-payment.tsx"),
  route("checkout/card/return", "routes/checkout/card-return.ts"),
  // PayPal sends the shopper back here after approving or cancelling (docs/decisions/024).
  route("checkout/paypal/return", "routes/checkout/paypal-return.ts"),
  route("checkout/paypal/cancel", "routes/checkout/paypal-cancel.ts"),
  // The spec names no path for orders: they sit under the dashboard (docs/decisions).
  route("dashboard/orders", "routes/orders/order-list.tsx"),
  route("dashboard/orders/:id", "routes/orders/order-detail.tsx"),
  route("dashboard/orders/:id/invoice", "routes/orders/order-invoice.ts"),
  // Paying an order again on PayPal or by card (docs/decisions/025): the card form, and the ways back.
  route("dashboard/orders/:id/card", "routes/orders/order-card.tsx"),
  route("dashboard/orders/:id/card/return", "routes/orders/order-card-return.ts"),
  route("dashboard/orders/:id/paypal/return", "routes/orders/order-paypal-return.ts"),
  route("dashboard/orders/:id/paypal/cancel", "routes/orders/order-paypal-cancel.ts"),
  // /contact is an informational page with a form: its own module, to have an action.
  ...INFO_PAGE_PATHS.filter((path) => path !== "contact").map((path) =>
    route(path, "routes/pages/info-page.tsx", { id: `pages/${path}` }),
  ),
  route("contact", "routes/pages/contact.tsx"),
  route("my-favourites", "routes/favourites/my-favourites.tsx"),
  ...ACCOUNT_ROUTES,
  // Newsletter (plugins/newsletter): the forms' answer, and the e-mails' confirmation and unsubscribe links.
  route("newsletter", "routes/newsletter/subscribe.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("resources/language", "routes/resources/language.ts"),
  route("resources/data-light", "routes/resources/data-light.ts"),
  route("resources/locales/:lng/:ns", "routes/resources/locales.ts"),
  route("resources/cart", "routes/resources/cart.ts"),
  // The header's name and bag count, and a product's review form, for the shopper (docs/decisions/040).
  route("resources/personal", "routes/resources/personal.ts"),
  // Any unknown path redirects to "/" (spec §2). Keep this last.
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
