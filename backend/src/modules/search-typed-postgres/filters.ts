import type { SearchTypes } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { castValue, type Column, type TablePlan } from "./table-plan"

/** The `id` primary key column, seen through the same interface as the field columns. */
const primaryKeyColumn = (plan: TablePlan): Column => ({
  path: plan.primaryKey,
  name: "id",
  kind: "keyword",
  array: false,
  sqlType: "text",
  table: "main",
  field: { type: "keyword", filterable: true, sortable: true },
})

export function findColumn(plan: TablePlan, path: string): Column {
  if (path === plan.primaryKey) return primaryKeyColumn(plan)
  const column = plan.columns.get(path)
  if (!column) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Unknown search field "${path}"`)
  return column
}

/**
 * Compiles a Search Module filter tree to SQL over typed columns, pushing one placeholder per
 * value (array bindings are not passed through as arrays). Equality and lists use the column's
 * own type, so btree and GIN indexes serve them.
 */
export function compileFilters(
  filters: SearchTypes.SearchFilters | undefined,
  plan: TablePlan,
  params: unknown[],
  alias: string
): string | undefined {
  if (!filters) return undefined
  const parts: string[] = []
  for (const [key, value] of Object.entries(filters)) {
    if (key === "q" || value === undefined) continue
    if (key === "$and" || key === "$or") {
      const branches = (value as SearchTypes.SearchFilters[])
        .map((branch) => compileFilters(branch, plan, params, alias))
        .filter((sql): sql is string => !!sql)
      if (branches.length) parts.push(`(${branches.join(key === "$and" ? " AND " : " OR ")})`)
      continue
    }
    if (key === "$not") {
      const inner = compileFilters(value as SearchTypes.SearchFilters, plan, params, alias)
      if (inner) parts.push(`NOT (${inner})`)
      continue
    }
    const column = findColumn(plan, key)
    if (column.table !== "main") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Search field "${key}" is not filterable`)
    }
    parts.push(fieldPredicate(column, value, params, `${alias}."${column.name}"`))
  }
  return parts.length ? parts.join(" AND ") : undefined
}

function fieldPredicate(column: Column, raw: unknown, params: unknown[], ref: string): string {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw instanceof Date) {
    return anyOf(column, Array.isArray(raw) ? raw : [raw], params, ref)
  }
  const parts: string[] = []
  for (const [operator, value] of Object.entries(raw as Record<string, unknown>)) {
    switch (operator) {
      case "$eq":
        parts.push(anyOf(column, [value], params, ref))
        break
      case "$in":
        parts.push(anyOf(column, asList(value), params, ref))
        break
      case "$ne":
        parts.push(value === null ? exists(column, ref, true) : `NOT ${anyOf(column, [value], params, ref)}`)
        break
      case "$nin":
        parts.push(`NOT ${anyOf(column, asList(value), params, ref)}`)
        break
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte":
        parts.push(comparison(column, operator, value, params, ref))
        break
      case "$exists":
        parts.push(exists(column, ref, Boolean(value)))
        break
      case "$contains":
        parts.push(arrayMatch(column, asList(value), params, ref, "@>"))
        break
      case "$overlaps":
        parts.push(arrayMatch(column, asList(value), params, ref, "&&"))
        break
      case "$prefix":
      case "$like":
        if (column.array || (column.kind !== "keyword" && column.kind !== "text")) unsupported(operator, column)
        params.push(operator === "$prefix" ? `${String(value).replace(/[\\%_]/g, "\\$&")}%` : String(value))
        parts.push(`${ref} LIKE ?`)
        break
      default:
        unsupported(operator, column)
    }
  }
  return parts.length === 1 ? parts[0] : `(${parts.join(" AND ")})`
}

const asList = (value: unknown) => (Array.isArray(value) ? value : [value])

/** Equal to one of the values; on an array column, holds one of them. Null means absent. */
function anyOf(column: Column, values: unknown[], params: unknown[], ref: string): string {
  const present = values.filter((value) => value !== null && value !== undefined)
  const checks: string[] = []
  if (present.length < values.length) checks.push(exists(column, ref, false))
  if (present.length) {
    checks.push(column.array ? arrayMatch(column, present, params, ref, "&&") : `${ref} IN (${placeholders(column, present, params)})`)
  }
  if (!checks.length) return "FALSE"
  return checks.length === 1 ? checks[0] : `(${checks.join(" OR ")})`
}

function arrayMatch(column: Column, values: unknown[], params: unknown[], ref: string, operator: "&&" | "@>") {
  if (!column.array) {
    if (operator === "&&") return `${ref} IN (${placeholders(column, values, params)})`
    unsupported("$contains", column)
  }
  if (!values.length) return operator === "&&" ? "FALSE" : "TRUE"
  return `${ref} ${operator} ARRAY[${placeholders(column, values, params)}]::${column.sqlType}`
}

function comparison(column: Column, operator: string, value: unknown, params: unknown[], ref: string) {
  if (column.array) unsupported(operator, column)
  const sql = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" }[operator]!
  return `${ref} ${sql} ${placeholders(column, [value], params)}`
}

function exists(column: Column, ref: string, present: boolean) {
  if (column.array) return present ? `cardinality(${ref}) > 0` : `(${ref} IS NULL OR cardinality(${ref}) = 0)`
  return present ? `${ref} IS NOT NULL` : `${ref} IS NULL`
}

/** `?` per value, cast to the column's scalar type. */
export function placeholders(column: Column, values: unknown[], params: unknown[]) {
  const scalarType = column.sqlType.replace("[]", "")
  return values
    .map((value) => {
      params.push(castValue(column, value))
      return `?::${scalarType}`
    })
    .join(", ")
}

function unsupported(operator: string, column: Column): never {
  throw new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    `The typed Postgres search provider does not support "${operator}" on "${column.path}"`
  )
}
