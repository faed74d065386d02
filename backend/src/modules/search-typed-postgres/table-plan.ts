import { createHash } from "node:crypto"
import type { SearchTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"

export type ColumnKind = "keyword" | "text" | "integer" | "float" | "boolean" | "date"

/**
 * One declared leaf field of an index, stored in a column of its own type: in the narrow `main`
 * table when queries filter, sort or facet on it, else in the `doc` table beside it.
 */
export type Column = {
  path: string
  name: string
  kind: ColumnKind
  array: boolean
  sqlType: string
  table: "main" | "doc"
  field: SearchTypes.SearchFieldDefinition
}

export type TablePlan = {
  /** Narrow rows (id, filter/sort/facet columns): what every query scans. */
  table: string
  /** Wide rows (id, shown or searched-only columns, the tsvector): read for matches and hits. */
  docTable: string
  primaryKey: string
  /** By dotted path. The primary key field is the `id` column, not one of these. */
  columns: Map<string, Column>
  /** Columns feeding the text index, with their `setweight` label. */
  searchable: { column: Column; weight: "A" | "B" | "C" | "D" }[]
  hash: string
}

const SQL_TYPES: Record<ColumnKind, string> = {
  keyword: "text",
  text: "text",
  integer: "bigint",
  float: "double precision",
  boolean: "boolean",
  date: "timestamptz",
}

export const TABLE_PREFIX = "search_typed_"

/** A Postgres table for an index definition: a typed column per field, a tsvector for the text. */
export function planTable(index: SearchTypes.ResolvedSearchIndexDefinition): TablePlan {
  const columns = new Map<string, Column>()
  const walk = (fields: Record<string, SearchTypes.SearchFieldDefinition>, prefix: string, inArray: boolean) => {
    for (const [name, field] of Object.entries(fields)) {
      const path = prefix ? `${prefix}.${name}` : name
      const array = inArray || field.array === true
      if (field.type === "object") {
        walk(field.fields ?? {}, path, array)
        continue
      }
      if (!(field.type in SQL_TYPES)) {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `The typed Postgres search provider does not support "${field.type}" fields ("${path}" on "${index.name}")`
        )
      }
      if (path === index.primary_key) continue
      const kind = field.type as ColumnKind
      const sqlType = SQL_TYPES[kind]
      const queried = !!(field.filterable || field.sortable || field.facetable)
      columns.set(path, {
        path,
        name: columnName(path),
        kind,
        array,
        sqlType: array ? `${sqlType}[]` : sqlType,
        table: queried ? "main" : "doc",
        field,
      })
    }
  }
  walk(index.fields, "", false)
  const searchable = [...columns.values()]
    .filter((column) => !!column.field.searchable)
    .map((column) => ({ column, weight: weightLabel(column.field.searchable) }))
  const hash = createHash("sha256")
    .update(JSON.stringify({ layout: 2, pk: index.primary_key, columns: [...columns.values()].map(({ field: _, ...c }) => c), searchable: searchable.map((s) => [s.column.name, s.weight]), fields: index.fields }))
    .digest("hex")
    .slice(0, 16)
  const table = tableName(index.physical_name)
  return { table, docTable: docTableName(table), primaryKey: index.primary_key, columns, searchable, hash }
}

export function tableName(physicalName: string) {
  const safe = physicalName.toLowerCase().replace(/[^a-z0-9_]/g, "_").replace(/_+/g, "_").replace(/^_|_$/g, "")
  return `${TABLE_PREFIX}${safe}`.slice(0, 59)
}

export function docTableName(table: string) {
  return `${table}_doc`
}

function columnName(path: string) {
  return `f_${path.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`.slice(0, 63)
}

/** Heavier fields land in denser `setweight` buckets, so `ts_rank_cd` prefers title matches. */
function weightLabel(searchable: SearchTypes.SearchFieldDefinition["searchable"]): "A" | "B" | "C" | "D" {
  const weight = typeof searchable === "object" && searchable.weight !== undefined ? searchable.weight : 1
  if (weight >= 3) return "A"
  if (weight >= 2) return "B"
  if (weight > 1) return "C"
  return "D"
}

/** A column's value for the database, from a document: typed, arrays kept as arrays. */
export function toColumnValue(column: Column, values: unknown[]): unknown {
  const cast = values.map((value) => castValue(column, value)).filter((value) => value !== null)
  if (column.array) return cast
  return cast.length ? cast[0] : null
}

export function castValue(column: Pick<Column, "kind" | "path">, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null
  switch (column.kind) {
    case "integer":
    case "float": {
      const number = typeof value === "number" ? value : Number(value)
      if (Number.isNaN(number)) invalid(column.path, value, "a number")
      return column.kind === "integer" ? Math.round(number) : number
    }
    case "boolean":
      if (typeof value === "boolean") return value
      if (value === "true" || value === "false") return value === "true"
      return invalid(column.path, value, "a boolean")
    case "date": {
      const date = value instanceof Date ? value : new Date(typeof value === "number" ? value : String(value))
      if (Number.isNaN(date.getTime())) invalid(column.path, value, "a date")
      return date.toISOString()
    }
    default:
      return typeof value === "string" ? value : String(value)
  }
}

function invalid(path: string, value: unknown, expected: string): never {
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Search field "${path}" needs ${expected}, got ${JSON.stringify(value)}`)
}
