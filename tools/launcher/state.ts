import { withClient } from "./database.js"

/**
 * What the launcher last did to a database (migrated sources, seeded data), kept in that database
 * so that a shared or external database is judged by its own history.
 */
const TABLE = "dreamshade_launcher_state"

export async function readState(url: string, key: string): Promise<string | undefined> {
  return withClient(url, async (client) => {
    await client.query(`create table if not exists ${TABLE} (key text primary key, value text not null)`)
    const { rows } = await client.query(`select value from ${TABLE} where key = $1`, [key])
    return rows[0]?.value as string | undefined
  })
}

export async function writeState(url: string, key: string, value: string) {
  await withClient(url, (client) =>
    client.query(
      `insert into ${TABLE} (key, value) values ($1, $2) on conflict (key) do update set value = $2`,
      [key, value]
    )
  )
}

export async function adminUserExists(url: string, email: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `select 1 from "user" where email = $1 and deleted_at is null`,
      [email]
    )
    return Boolean(rowCount)
  })
}
