import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/** What `medusa plugin:build` leaves out of a plugin's server build (Medusa's Compiler), plus tests. */
const NOT_SERVER = [/^src\/admin\//, /(^|\/)(integration-tests|test|unit-tests)\//, /\.test\.tsx?$/, /\.d\.ts$/]

/**
 * A plugin's server code, compiled file by file into `.medusa/server` where `medusa plugin:build`
 * puts it, without its admin bundle and without a type check: what the backend's tests load.
 * The workspaces' type check (`npm test` runs it beside the tests) checks these sources; the
 * compiler options are the plugin's own (isolatedModules, so each file compiles alone the same way).
 * Returns the number of files written.
 */
export function buildPluginServer(pluginDir: string): number {
  const configFile = path.join(pluginDir, "tsconfig.json")
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, pluginDir, undefined, configFile)
  if (parsed.errors.length) throw new Error(parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, "\n")).join("\n"))
  const outDir = path.join(pluginDir, ".medusa", "server")
  fs.rmSync(outDir, { recursive: true, force: true })
  // The plugins are CommonJS packages: Node16's output for them, said outright since a lone file
  // does not see its package.json.
  const compilerOptions = { ...parsed.options, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 }
  const sources = parsed.fileNames.filter((file) => {
    const relative = path.relative(pluginDir, file).split(path.sep).join("/")
    return /\.(ts|tsx|js)$/.test(relative) && !NOT_SERVER.some((pattern) => pattern.test(relative))
  })
  for (const file of sources) {
    const { outputText, diagnostics } = ts.transpileModule(fs.readFileSync(file, "utf8"), { compilerOptions, fileName: file, reportDiagnostics: true })
    if (diagnostics?.length) throw new Error(`${file}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("\n")}`)
    const target = path.join(outDir, path.relative(pluginDir, file)).replace(/\.tsx?$/, ".js")
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, outputText)
  }
  return sources.length
}
