import pg from "pg"

/** A query against the shop's database, answering its rows. */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

/** A small pool on the shop's database, for checks the APIs do not show (links, reservations, invoices). */
export function sqlClient(databaseUrl: string): { sql: Sql; end: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  return { sql: async (text, params) => (await pool.query(text, params)).rows, end: () => pool.end() }
}

/** What the database holds for a variant: its orders (not cancelled), their units, and the stock reserved for it. */
export async function soldCounts(sql: Sql, variantId: string, inventoryItemId: string) {
  const [counts] = await sql<{ orders: number; units: number; reserved: number; reservations: number; level: number }>(
    `SELECT
       (SELECT count(DISTINCT o.id)::int FROM "order" o JOIN order_item oi ON oi.order_id = o.id AND oi.deleted_at IS NULL
          JOIN order_line_item li ON li.id = oi.item_id WHERE li.variant_id = $1 AND o.status <> 'canceled' AND o.deleted_at IS NULL) AS orders,
       (SELECT coalesce(sum(oi.quantity), 0)::int FROM "order" o JOIN order_item oi ON oi.order_id = o.id AND oi.deleted_at IS NULL
          JOIN order_line_item li ON li.id = oi.item_id WHERE li.variant_id = $1 AND o.status <> 'canceled' AND o.deleted_at IS NULL) AS units,
       (SELECT coalesce(sum(quantity), 0)::int FROM reservation_item WHERE inventory_item_id = $2 AND deleted_at IS NULL) AS reserved,
       (SELECT count(*)::int FROM reservation_item WHERE inventory_item_id = $2 AND deleted_at IS NULL) AS reservations,
       (SELECT coalesce(sum(reserved_quantity), 0)::int FROM inventory_level WHERE inventory_item_id = $2 AND deleted_at IS NULL) AS level`,
    [variantId, inventoryItemId]
  )
  return counts!
}

/** Each of these carts' links to an order: how many carts, distinct orders and links there are. */
export async function cartOrderLinks(sql: Sql, cartIds: string[]) {
  const [links] = await sql<{ carts: number; orders: number; links: number }>(
    `SELECT count(DISTINCT cart_id)::int AS carts, count(DISTINCT order_id)::int AS orders, count(*)::int AS links
       FROM order_cart WHERE deleted_at IS NULL AND cart_id = ANY($1)`,
    [cartIds]
  )
  return links!
}
