import { FetchError } from "@medusajs/js-sdk";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serializeCartId } from "~/lib/cart/cart-cookie.server";

/**
 * `cart.server.ts` against an in-memory stand-in for the SDK's store calls: carts, one region and
 * products with stock, answering as Medusa does (404 for an unknown id, 409 when the stock moved).
 */

interface FakeLine {
  id: string;
  variant_id: string;
  product_id: string;
  product_title: string;
  quantity: number;
  unit_price: number;
  created_at: string;
}
interface FakeCart {
  id: string;
  locale: string;
  completed_at: string | null;
  items: FakeLine[];
}
interface FakeProduct {
  id: string;
  title: string;
  variantId: string;
  price: number | null;
  stock: number | null;
}

const backend = {
  carts: new Map<string, FakeCart>(),
  products: new Map<string, FakeProduct>(),
  /** Set: the next line change is refused (409) as Medusa refuses a sale past the stock, after this runs. */
  refuseNextChange: null as null | (() => void),
  calls: [] as { call: string; headers?: Record<string, string> }[],
  /** The `fields` each line write asked to be answered with. */
  writeFields: [] as string[],
  /** The `fields` each cart read asked for. */
  readFields: [] as string[],
};

const notFound = () => new FetchError("Not found", "Not Found", 404);
const asStoreCart = (cart: FakeCart) => ({ ...cart, currency_code: "xaf", item_total: cart.items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0) });
function cartOf(id: string): FakeCart {
  const cart = backend.carts.get(id);
  if (!cart) throw notFound();
  return cart;
}
function refusal() {
  const moveStock = backend.refuseNextChange;
  if (!moveStock) return;
  backend.refuseNextChange = null;
  moveStock();
  throw new FetchError("Out of stock", "Conflict", 409);
}

const sdk = {
  store: {
    region: {
      list: async () => ({ regions: [{ id: "reg_cm", currency_code: "xaf", countries: [{ iso_2: "cm" }] }] }),
    },
    product: {
      retrieve: async (id: string) => {
        const product = backend.products.get(id);
        if (!product) throw notFound();
        const limited = product.stock !== null;
        return {
          product: {
            id,
            title: product.title,
            variants: [
              {
                id: product.variantId,
                manage_inventory: limited,
                allow_backorder: false,
                inventory_quantity: product.stock ?? 0,
                calculated_price: { calculated_amount: product.price },
              },
            ],
          },
        };
      },
    },
    cart: {
      retrieve: async (id: string, query: { fields: string }, headers?: Record<string, string>) => {
        backend.calls.push({ call: `retrieve ${id}`, headers });
        backend.readFields.push(query.fields);
        return { cart: asStoreCart(cartOf(id)) };
      },
      create: async (body: { region_id: string; locale: string }, _query: unknown, headers: Record<string, string>) => {
        backend.calls.push({ call: `create ${body.region_id} ${body.locale}`, headers });
        const cart: FakeCart = { id: `cart_${backend.carts.size + 1}`, locale: body.locale, completed_at: null, items: [] };
        backend.carts.set(cart.id, cart);
        return { cart: { id: cart.id } };
      },
      update: async (id: string, body: { locale: string }) => {
        backend.calls.push({ call: `update ${id} ${body.locale}` });
        const cart = cartOf(id);
        cart.locale = body.locale;
        return { cart: asStoreCart(cart) };
      },
      createLineItem: async (id: string, body: { variant_id: string; quantity: number }, query: { fields: string }) => {
        backend.calls.push({ call: `add ${id} ${body.variant_id} ${body.quantity}` });
        backend.writeFields.push(query.fields);
        refusal();
        const cart = cartOf(id);
        const product = [...backend.products.values()].find((candidate) => candidate.variantId === body.variant_id);
        cart.items.push({
          id: `item_${cart.items.length + 1}`,
          variant_id: body.variant_id,
          product_id: product?.id ?? "",
          product_title: product?.title ?? "",
          quantity: body.quantity,
          unit_price: product?.price ?? 0,
          created_at: `2026-11-0${cart.items.length + 1}T00:00:00Z`,
        });
        return { cart: asStoreCart(cart) };
      },
      updateLineItem: async (id: string, lineId: string, body: { quantity: number }, query: { fields: string }) => {
        backend.calls.push({ call: `set ${id} ${lineId} ${body.quantity}` });
        backend.writeFields.push(query.fields);
        refusal();
        const line = cartOf(id).items.find((candidate) => candidate.id === lineId);
        if (!line) throw notFound();
        line.quantity = body.quantity;
        return { cart: asStoreCart(cartOf(id)) };
      },
      deleteLineItem: async (id: string, lineId: string, query: { fields: string }) => {
        backend.calls.push({ call: `remove ${id} ${lineId}` });
        backend.writeFields.push(query.fields);
        const cart = cartOf(id);
        cart.items = cart.items.filter((line) => line.id !== lineId);
        return { parent: asStoreCart(cart) };
      },
      transferCart: async (id: string, _query: unknown, headers: Record<string, string>) => {
        backend.calls.push({ call: `transfer ${id}`, headers });
        if (id === "cart_broken") throw new FetchError("Server error", "Internal Server Error", 500);
        cartOf(id);
        return { cart: { id } };
      },
    },
  },
};

vi.mock("./client.server", () => ({ getMedusa: async () => sdk }));

const { CART_FIELDS } = await import("~/lib/cart/cart-model");
const { CHECKOUT_CART_FIELDS } = await import("~/lib/checkout/checkout-cart");
const { getCheckoutCartForPage } = await import("./checkout.server");
const { createCustomerSession } = await import("~/lib/account/session.server");
const { addToCart, attachCartToCustomer, getCart, getCartCount, getCartForPage, removeCartLine, updateCartLine } = await import("./cart.server");

async function requestWithCart(cartId: string | null, url = "http://localhost:3000/cart", otherCookies = "") {
  const cookies = [otherCookies];
  if (cartId) cookies.push((await serializeCartId(cartId, new Request(url))).split(";")[0] ?? "");
  const cookie = cookies.filter(Boolean).join("; ");
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The session cookie of a customer signed in with the token `jwt-token`. */
async function signedInCookie(): Promise<string> {
  const response = await createCustomerSession(new Request("http://localhost:3000/login"), {
    token: "jwt-token",
    firstName: "Awa",
    redirectTo: "/",
  });
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

function givenCart(lines: Partial<FakeLine>[] = [], extra: Partial<FakeCart> = {}): FakeCart {
  const cart: FakeCart = {
    id: `cart_${backend.carts.size + 1}`,
    locale: "fr-FR",
    completed_at: null,
    items: lines.map((line, index) => ({
      id: `item_${index + 1}`,
      variant_id: "variant_karite",
      product_id: "prod_karite",
      product_title: "Beurre de karité",
      quantity: 1,
      unit_price: 6500,
      created_at: `2026-11-0${index + 1}T00:00:00Z`,
      ...line,
    })),
    ...extra,
  };
  backend.carts.set(cart.id, cart);
  return cart;
}

beforeEach(() => {
  backend.carts.clear();
  backend.products.clear();
  backend.refuseNextChange = null;
  backend.calls = [];
  backend.writeFields = [];
  backend.readFields = [];
  backend.products.set("prod_karite", { id: "prod_karite", title: "Beurre de karité", variantId: "variant_karite", price: 6500, stock: 5 });
  backend.products.set("prod_free", { id: "prod_free", title: "Savon noir", variantId: "variant_free", price: 2500, stock: null });
  backend.products.set("prod_unpriced", { id: "prod_unpriced", title: "Sans prix", variantId: "variant_unpriced", price: null, stock: 3 });
});

describe("getCart", () => {
  it("has no bag without a cookie, and asks the backend nothing", async () => {
    expect(await getCart(await requestWithCart(null))).toEqual({ cart: null, setCookie: null });
    expect(backend.calls).toEqual([]);
  });

  it("reads the cookie's cart in the request's language", async () => {
    const stored = givenCart([{ quantity: 2 }]);
    const first = await getCart(await requestWithCart(stored.id, "http://localhost:3000/cart?lng=en"));
    expect(first.cart).toMatchObject({ id: stored.id, totalItems: 2, totalPrice: 13000 });
    expect(backend.calls).toEqual([{ call: `retrieve ${stored.id}`, headers: { "x-medusa-locale": "en-US" } }]);
  });

  it("forgets a bag Medusa no longer knows, or one already ordered", async () => {
    const gone = await getCart(await requestWithCart("cart_unknown"));
    expect(gone.cart).toBeNull();
    expect(gone.setCookie).toMatch(/^cart=;.*Max-Age=0/);

    const ordered = givenCart([{}], { completed_at: "2026-11-20T10:00:00Z" });
    const spent = await getCart(await requestWithCart(ordered.id));
    expect(spent.cart).toBeNull();
    expect(spent.setCookie).toMatch(/Max-Age=0/);
  });
});

describe("getCartForPage", () => {
  it("renames the lines in the page's language when the cart speaks another", async () => {
    const stored = givenCart([{}]);
    const state = await getCartForPage(await requestWithCart(stored.id, "http://localhost:3000/cart?lng=en"), {});
    expect(state.cart?.locale).toBe("en-US");
    expect(backend.calls.map(({ call }) => call)).toContain(`update ${stored.id} en-US`);
  });

  it("leaves a cart already in the page's language alone", async () => {
    const stored = givenCart([{}]);
    await getCartForPage(await requestWithCart(stored.id), {});
    expect(backend.calls.map(({ call }) => call)).toEqual([`retrieve ${stored.id}`]);
  });
});

describe("getCartCount", () => {
  it("counts the bag's units from their quantities alone, without Medusa's totals", async () => {
    const stored = givenCart([{ quantity: 2 }, { id: "item_2", quantity: 3 }]);
    expect(await getCartCount(await requestWithCart(stored.id, "http://localhost:3000/checkout"), {})).toEqual({ count: 5, setCookie: null });
    expect(backend.readFields).toEqual(["id,completed_at,items.quantity"]);
  });

  it("shares the cart page's own read of the whole bag", async () => {
    const stored = givenCart([{ quantity: 2 }]);
    const request = await requestWithCart(stored.id);
    // React Router hands each loader its own copy of the request; the page's router context is shared.
    const page = {};
    const [count, state] = await Promise.all([getCartCount(request, page), getCartForPage(new Request(request), page)]);
    expect(count).toEqual({ count: 2, setCookie: null });
    expect(state.cart?.totalItems).toBe(2);
    expect(backend.readFields).toEqual([CART_FIELDS]);
  });

  it("on the checkout page counts from checkout's own read for a signed-in customer", async () => {
    const stored = givenCart([{ quantity: 2 }, { id: "item_2", quantity: 1 }]);
    Object.assign(stored, { email: "awa@example.cm", customer: { id: "cus_awa" } });
    const request = await requestWithCart(stored.id, "http://localhost:3000/checkout", await signedInCookie());
    const page = {};
    const [count, cart] = await Promise.all([getCartCount(request, page), getCheckoutCartForPage(new Request(request), "jwt-token", page)]);
    expect(count).toEqual({ count: 3, setCookie: null });
    expect(cart?.id).toBe(stored.id);
    expect(backend.readFields).toEqual([CHECKOUT_CART_FIELDS]);
    expect(backend.calls[0]?.headers?.authorization).toBe("Bearer jwt-token");
  });

  it("on the checkout page reads the badge itself when checkout finds no open bag", async () => {
    const spent = givenCart([{}], { completed_at: "2026-11-20T10:00:00Z" });
    const request = await requestWithCart(spent.id, "http://localhost:3000/checkout", await signedInCookie());
    expect(await getCartCount(request, {})).toEqual({ count: 0, setCookie: expect.stringMatching(/^cart=;.*Max-Age=0/) });
    expect(backend.readFields).toEqual([CHECKOUT_CART_FIELDS, "id,completed_at,items.quantity"]);
  });

  it("forgets a bag Medusa no longer knows or has completed", async () => {
    expect(await getCartCount(await requestWithCart(null, "http://localhost:3000/shop"), {})).toEqual({ count: 0, setCookie: null });
    const gone = await getCartCount(await requestWithCart("cart_forgotten", "http://localhost:3000/shop"), {});
    expect(gone).toEqual({ count: 0, setCookie: expect.stringMatching(/^cart=;.*Max-Age=0/) });
    const spent = givenCart([{}], { completed_at: "2026-11-20T10:00:00Z" });
    expect((await getCartCount(await requestWithCart(spent.id, "http://localhost:3000/shop"), {})).count).toBe(0);
  });
});

/**
 * A page request as React Router serves it: the root loader counts the badge beside the page's own
 * loader. React Router hands each loader its own copy of the request, so what they share must be
 * kept under the page's router context.
 */
async function servePage(request: Request, pageLoader: (args: { request: Request; context: object }) => Promise<unknown>) {
  const route = (loader: unknown) => ({ loader, default: () => null });
  const asset = (id: string, parentId?: string) => ({ id, parentId, module: `/${id}.js`, hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false });
  const path = new URL(request.url).pathname.slice(1);
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { loaderData: unknown; errors: unknown } }) =>
          Response.json({ data: context.staticHandlerContext.loaderData, errors: context.staticHandlerContext.errors }, { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: route(({ request, context }: { request: Request; context: object }) => getCartCount(request, context)) },
      page: { id: "page", parentId: "root", path, module: route(pageLoader) },
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: { root: asset("root"), page: { ...asset("page", "root"), path } }, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  const answer = await createRequestHandler(build as unknown as ServerBuild, "production")(request);
  return (await answer.json()) as { data: Record<string, unknown>; errors: unknown };
}

describe("a page request through React Router", () => {
  it("reads the bag once on the cart page: the badge counts from the page's read", async () => {
    const stored = givenCart([{ quantity: 2 }, { id: "item_2", quantity: 1 }]);
    const page = await servePage(await requestWithCart(stored.id), ({ request, context }) => getCartForPage(request, context));
    expect(page.errors).toBeNull();
    expect(page.data.root).toEqual({ count: 3, setCookie: null });
    expect(backend.readFields).toEqual([CART_FIELDS]);
  });

  it("reads the bag once on the checkout page, with the customer's token", async () => {
    const stored = givenCart([{ quantity: 4 }]);
    Object.assign(stored, { email: "awa@example.cm", customer: { id: "cus_awa" } });
    const request = await requestWithCart(stored.id, "http://localhost:3000/checkout", await signedInCookie());
    const page = await servePage(request, ({ request, context }) => getCheckoutCartForPage(request, "jwt-token", context));
    expect(page.errors).toBeNull();
    expect(page.data.root).toEqual({ count: 4, setCookie: null });
    expect(backend.readFields).toEqual([CHECKOUT_CART_FIELDS]);
  });
});

describe("addToCart", () => {
  it("starts a bag in the Cameroon region on the first add and hands back its cookie", async () => {
    const change = await addToCart(await requestWithCart(null), { productId: "prod_karite", quantity: 2 });
    expect(change).toEqual({ ok: true, added: { title: "Beurre de karité", quantity: 2 }, setCookie: expect.stringMatching(/^cart=/) });
    expect(backend.calls.map(({ call }) => call)).toEqual(["create reg_cm fr-FR", "add cart_1 variant_karite 2"]);
    expect(backend.carts.get("cart_1")?.items).toMatchObject([{ variant_id: "variant_karite", quantity: 2 }]);
    // The pages read the bag again after the action: the write's answer is only the cart's id.
    expect(backend.writeFields).toEqual(["id"]);
  });

  it("counts what the bag holds against the stock, before asking the backend", async () => {
    const stored = givenCart([{ quantity: 4 }]);
    const change = await addToCart(await requestWithCart(stored.id), { productId: "prod_karite", quantity: 2 });
    expect(change).toEqual({ ok: false, problem: { code: "onlyLeft", count: 5, inBag: 4 }, setCookie: null });
    expect(backend.calls.map(({ call }) => call)).toEqual([`retrieve ${stored.id}`]);
  });

  it("adds without limit what the shop does not count", async () => {
    const change = await addToCart(await requestWithCart(null), { productId: "prod_free", quantity: 40 });
    expect(change).toMatchObject({ ok: true });
    expect(backend.carts.get("cart_1")?.items).toMatchObject([{ quantity: 40 }]);
  });

  it("refuses a product the shop does not sell, or one without a price", async () => {
    for (const productId of ["prod_unknown", "prod_unpriced"]) {
      expect(await addToCart(await requestWithCart(null), { productId, quantity: 1 })).toEqual({
        ok: false,
        problem: { code: "unavailable" },
        setCookie: null,
      });
    }
    expect(backend.carts.size).toBe(0);
  });

  it("says how much is left when the stock moved between the check and the add", async () => {
    const stored = givenCart();
    backend.refuseNextChange = () => {
      const karite = backend.products.get("prod_karite");
      if (karite) karite.stock = 1;
    };
    expect(await addToCart(await requestWithCart(stored.id), { productId: "prod_karite", quantity: 2 })).toEqual({
      ok: false,
      problem: { code: "onlyLeft", count: 1, inBag: 0 },
      setCookie: null,
    });

    // A refusal the stock does not explain is still a refusal, worded as a failure.
    backend.refuseNextChange = () => {};
    expect(await addToCart(await requestWithCart(stored.id), { productId: "prod_free", quantity: 1 })).toEqual({
      ok: false,
      problem: { code: "failed" },
      setCookie: null,
    });
  });
});

describe("updateCartLine", () => {
  it("always lets the shopper lower a quantity, without a stock check", async () => {
    const stored = givenCart([{ quantity: 9 }]);
    const change = await updateCartLine(await requestWithCart(stored.id), { lineId: "item_1", quantity: 3 });
    expect(change).toEqual({ ok: true, setCookie: null });
    expect(stored.items).toMatchObject([{ quantity: 3 }]);
    expect(backend.writeFields).toEqual(["id"]);
  });

  it("checks the stock before raising a quantity", async () => {
    const stored = givenCart([{ quantity: 1 }]);
    expect(await updateCartLine(await requestWithCart(stored.id), { lineId: "item_1", quantity: 6 })).toEqual({
      ok: false,
      problem: { code: "onlyLeft", count: 5, inBag: 0 },
      setCookie: null,
    });
    expect(await updateCartLine(await requestWithCart(stored.id), { lineId: "item_1", quantity: 5 })).toMatchObject({ ok: true });
  });

  it("says the line is gone when it is not in the bag (another tab removed it)", async () => {
    const stored = givenCart([{}]);
    expect(await updateCartLine(await requestWithCart(stored.id), { lineId: "item_9", quantity: 2 })).toEqual({
      ok: false,
      problem: { code: "lineGone" },
      setCookie: null,
    });
  });
});

describe("removeCartLine", () => {
  it("takes the line out of the bag", async () => {
    const stored = givenCart([{}, { id: "item_2", quantity: 2 }]);
    const change = await removeCartLine(await requestWithCart(stored.id), { lineId: "item_1" });
    expect(change).toEqual({ ok: true, setCookie: null });
    expect(stored.items.map((line) => line.id)).toEqual(["item_2"]);
    expect(backend.writeFields).toEqual(["id"]);
  });

  it("treats a line already gone as done, without calling the backend", async () => {
    const stored = givenCart([{}]);
    const change = await removeCartLine(await requestWithCart(stored.id), { lineId: "item_7" });
    expect(change).toEqual({ ok: true, setCookie: null });
    expect(backend.calls.map(({ call }) => call)).toEqual([`retrieve ${stored.id}`]);
  });
});

describe("attachCartToCustomer", () => {
  it("hands the anonymous bag to the signed-in customer", async () => {
    const stored = givenCart([{}]);
    await attachCartToCustomer(await requestWithCart(stored.id), "customer-token");
    expect(backend.calls).toEqual([
      { call: `transfer ${stored.id}`, headers: { "x-medusa-locale": "fr-FR", authorization: "Bearer customer-token" } },
    ]);
  });

  it("does nothing without a bag, ignores a bag Medusa forgot, and lets other failures through", async () => {
    await attachCartToCustomer(await requestWithCart(null), "customer-token");
    await attachCartToCustomer(await requestWithCart("cart_forgotten"), "customer-token");
    await expect(attachCartToCustomer(await requestWithCart("cart_broken"), "customer-token")).rejects.toThrow("Server error");
  });
});
