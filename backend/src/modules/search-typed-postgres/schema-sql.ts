import type { TablePlan } from "./table-plan"

/** The table's own description, kept as its comment: which index it holds and in what shape. */
export type TableComment = { index: string; hash: string }

/** Text search configuration `medusa_search_<language>`: the language's stemmer after unaccent. */
export function textSearchConfigSql(language: string): string[] {
  const config = `medusa_search_${language}`
  const dictionary = language === "simple" ? "simple" : `${language}_stem`
  return [
    `DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS unaccent; EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'unaccent: %', SQLERRM; END $$`,
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = '${config}') THEN
         CREATE TEXT SEARCH CONFIGURATION ${config} (COPY = ${language});
         ALTER TEXT SEARCH CONFIGURATION ${config} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${dictionary};
       END IF;
     EXCEPTION WHEN duplicate_object THEN NULL;
     END $$`,
  ]
}

/**
 * The narrow table (what queries scan), the doc table beside it (one row per document, dropped
 * with it), the comment naming the index, and an index per column queries filter, sort or facet on.
 */
export function createTableSql(plan: TablePlan, comment: TableComment): string[] {
  const columns = (table: "main" | "doc") =>
    [...plan.columns.values()].filter((column) => column.table === table).map((column) => `"${column.name}" ${column.sqlType},`)
  const statements = [
    `CREATE TABLE IF NOT EXISTS "${plan.table}" (
      "id" text NOT NULL PRIMARY KEY,
      ${columns("main").join(" ")}
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE IF NOT EXISTS "${plan.docTable}" (
      "id" text NOT NULL PRIMARY KEY REFERENCES "${plan.table}" ("id") ON DELETE CASCADE,
      ${columns("doc").join(" ")}
      "search_vector" tsvector NOT NULL DEFAULT ''::tsvector
    )`,
    `COMMENT ON TABLE "${plan.table}" IS '${JSON.stringify(comment).replace(/'/g, "''")}'`,
    `CREATE INDEX IF NOT EXISTS "${indexName(plan.docTable, "search")}" ON "${plan.docTable}" USING GIN ("search_vector")`,
  ]
  for (const column of plan.columns.values()) {
    if (column.table !== "main") continue
    const method = column.array ? "GIN" : "BTREE"
    statements.push(
      `CREATE INDEX IF NOT EXISTS "${indexName(plan.table, column.name)}" ON "${plan.table}" USING ${method} ("${column.name}")`
    )
  }
  return statements
}

export function dropTableSql(plan: Pick<TablePlan, "table" | "docTable">) {
  return `DROP TABLE IF EXISTS "${plan.docTable}", "${plan.table}"`
}

function indexName(table: string, suffix: string) {
  return `${table.slice(0, 40)}_${suffix.slice(0, 18)}_idx`
}
