// The shared packages' build (packages/*/scripts/build.mjs): each source file compiled alone by
// TypeScript's transpileModule, without a type check and without declarations. Their `types` point
// at `src`, so `dist` is only the JavaScript Node and the bundlers load, and `npm run typecheck`
// checks the sources (isolatedModules, so each file compiles alone the same way). Two `tsc` runs
// per package cost 6 to 9 s at the start of every fresh test run; this takes a fraction of a second.
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const message = (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")

/**
 * Empties the package's `dist`, then writes each output: the files of `project` (its include and
 * exclude) compiled with its options and `compilerOptions` (tsconfig spelling) into `dir`, and a
 * package.json there giving the folder's `type`, so Node reads its .js files right.
 */
export function buildPackage(root, outputs) {
  fs.rmSync(path.join(root, "dist"), { recursive: true, force: true })
  for (const output of outputs) {
    const configFile = path.join(root, output.project)
    const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile)
    if (error) throw new Error(message(error))
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile)
    const overrides = ts.convertCompilerOptionsFromJson(output.compilerOptions ?? {}, root)
    const errors = [...parsed.errors, ...overrides.errors]
    if (errors.length) throw new Error(errors.map(message).join("\n"))
    const compilerOptions = { ...parsed.options, ...overrides.options }
    const outDir = path.join(root, output.dir)
    for (const file of parsed.fileNames.filter((name) => !name.endsWith(".d.ts"))) {
      const { outputText, diagnostics } = ts.transpileModule(fs.readFileSync(file, "utf8"), {
        compilerOptions,
        fileName: file,
        reportDiagnostics: true,
      })
      if (diagnostics?.length) throw new Error(`${file}: ${diagnostics.map(message).join("\n")}`)
      const target = path.join(outDir, path.relative(parsed.options.rootDir, file)).replace(/\.tsx?$/, ".js")
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, outputText)
    }
    fs.writeFileSync(path.join(outDir, "package.json"), `${JSON.stringify({ type: output.type })}\n`)
  }
}
