/**
 * V8 sampling profiles of the test app summed up for the profile files: self time by area
 * (Medusa's layers, ours, garbage collection) and the top functions.
 */
const AREAS: [string, RegExp][] = [
  ["ours: backend/src", /\/backend\/src\//],
  ["ours: plugins, packages", /\/(plugins|packages)\/[^/]+\/(src|dist)\//],
  ["MikroORM", /@mikro-orm\//],
  ["knex, pg", /\/(knex|pg|pg-protocol|pg-pool)\//],
  ["workflow engine, orchestration", /@medusajs\/(orchestration|workflows-sdk|workflow-engine-inmemory)\//],
  ["Medusa utils, Query, modules-sdk", /@medusajs\/(utils|framework|modules-sdk|index)\//],
  ["core-flows", /@medusajs\/core-flows\//],
  ["Medusa modules", /@medusajs\/(cart|pricing|promotion|tax|inventory|product|region|customer|payment|fulfillment|stock-location|sales-channel|link-modules|locking|caching|translation|event-bus-local|order|notification|store|currency)\//],
  ["express, http", /\/(express|body-parser|router|finalhandler|on-finished)\//],
  ["awilix, other packages", /node_modules\//],
  ["garbage collection", /^\(garbage collector\)$/],
  ["Node internals", /^node:|^internal\//],
]
type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
export type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

function areaOf(node: Node): string {
  const { url, functionName } = node.callFrame
  for (const [area, pattern] of AREAS) if (pattern.test(url) || pattern.test(functionName)) return area
  if (functionName === "(idle)" || functionName === "(program)") return `(${functionName.replace(/[()]/g, "")})`
  return url ? "other" : "V8 built-ins, native"
}

/** Self time by area and the top functions, as shares of the non-idle samples (the inspector's own work left out). */
export function summarise(profiles: Profile[], top = 20) {
  const areas = new Map<string, number>()
  const functions = new Map<string, number>()
  let busy = 0
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const inspectorCalls = new Set<number>()
    const markInspector = (id: number) => {
      inspectorCalls.add(id)
      for (const child of byId.get(id)?.children ?? []) markInspector(child)
    }
    for (const node of profile.nodes) if (node.callFrame.url === "node:inspector") markInspector(node.id)
    profile.samples.forEach((id, index) => {
      const node = byId.get(id)!
      const area = areaOf(node)
      if (area === "(idle)" || inspectorCalls.has(id)) return
      const micros = profile.timeDeltas[index] ?? 0
      busy += micros
      areas.set(area, (areas.get(area) ?? 0) + micros)
      const where = node.callFrame.url.replace(/.*node_modules\//, "").replace(/.*\/(backend|plugins|packages)\//, "$1/")
      const name = `${node.callFrame.functionName || "(anonymous)"} ${where}`
      functions.set(name, (functions.get(name) ?? 0) + micros)
    })
  }
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1)} %`
  return {
    areas: [...areas].sort((a, b) => b[1] - a[1]).map(([area, micros]) => `${area}: ${share(micros)}`),
    functions: [...functions].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, micros]) => `${share(micros)} ${name}`),
  }
}
