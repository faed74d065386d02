import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/**
 * The rule of backend/README.md, "every write through a workflow step", checked on the sources (in
 * the spirit of Medusa's ESLint rule `no-service-mutations-in-api-route`, over every folder): a
 * call of a writing method (or a lock) on a value resolved from the container is allowed only
 * inside a `createStep` body, where a failure compensates, or inside a class of a module (the
 * module's own service and providers). Everywhere else (routes, middlewares, jobs, subscribers,
 * lib, scripts, workflow compositions) it is an offence.
 */

/** Writing methods of Medusa's module services, links and event bus, and of our modules; lock calls. */
const WRITING_METHOD =
  /^(create|update|delete|softDelete|restore|upsert|authorize|capture|refund|cancel|dismiss|emit|spend|end|acquire|release|execute)([A-Z]|$)/
/** What a container is called here: `container`, `req.scope`, `getContainer()`, `this.container_`… */
const CONTAINER_NAME = /container|scope/i

export type ServiceWrite = { file: string; line: number; call: string }

function unwrap(node: ts.Expression): ts.Expression {
  let current = node
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAwaitExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.expression
  }
  return current
}

/** The name an expression ends with: `req.scope` → scope, `getContainer()` → getContainer. */
function lastName(node: ts.Expression): string | undefined {
  const inner = unwrap(node)
  if (ts.isIdentifier(inner)) return inner.text
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text
  if (ts.isCallExpression(inner)) return lastName(inner.expression)
  if (inner.kind === ts.SyntaxKind.ThisKeyword) return "this"
  return undefined
}

/** `container.resolve(…)`, `req.scope.resolve<T>(…)`. */
function isContainerResolve(node: ts.Expression): boolean {
  const inner = unwrap(node)
  if (!ts.isCallExpression(inner) || !ts.isPropertyAccessExpression(inner.expression)) return false
  if (inner.expression.name.text !== "resolve") return false
  return CONTAINER_NAME.test(lastName(inner.expression.expression) ?? "")
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)
}

/** A function whose result is a resolved value: `const accounts = (container) => container.resolve(…)`. */
function returnsResolved(fn: ts.FunctionLikeDeclaration): boolean {
  if (!fn.body) return false
  if (!ts.isBlock(fn.body)) return isContainerResolve(fn.body)
  let found = false
  const visit = (node: ts.Node) => {
    if (found || (node !== fn.body && isFunction(node))) return
    if (ts.isReturnStatement(node) && node.expression && isContainerResolve(node.expression)) found = true
    ts.forEachChild(node, visit)
  }
  visit(fn.body)
  return found
}

/** Inside a function given to `createStep(…)`: the step's invoke or compensate. */
function inStepBody(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (isFunction(current) && current.parent && ts.isCallExpression(current.parent)) {
      if (lastName(current.parent.expression) === "createStep" && current.parent.arguments.includes(current as ts.Expression)) return true
    }
  }
  return false
}

function inClass(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isClassDeclaration(current) || ts.isClassExpression(current)) return true
  }
  return false
}

/** A module's own code: its service and providers, under `src/modules/`. */
const isModuleFile = (file: string) => file.split(path.sep).join("/").includes("/src/modules/")

function bindsName(binding: ts.BindingName, name: string): boolean {
  if (ts.isIdentifier(binding)) return binding.text === name
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, name))
}

function declaredIn(declarations: ts.NodeArray<ts.VariableDeclaration>, name: string) {
  return declarations.find((declaration) => bindsName(declaration.name, name))
}

/** Where the name used at `id` is declared: the nearest parameter, variable or function of that name. */
function declarationOf(id: ts.Identifier): ts.Node | undefined {
  const name = id.text
  for (let current: ts.Node | undefined = id.parent; current; current = current.parent) {
    if (isFunction(current) || ts.isConstructorDeclaration(current)) {
      const parameter = current.parameters.find((candidate) => bindsName(candidate.name, name))
      if (parameter) return parameter
    }
    if (ts.isBlock(current) || ts.isSourceFile(current) || ts.isModuleBlock(current) || ts.isCaseClause(current) || ts.isDefaultClause(current)) {
      for (const statement of current.statements) {
        if (ts.isVariableStatement(statement)) {
          const declaration = declaredIn(statement.declarationList.declarations, name)
          if (declaration) return declaration
        }
        if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name) return statement
      }
    }
    if ((ts.isForOfStatement(current) || ts.isForInStatement(current) || ts.isForStatement(current)) && current.initializer) {
      if (ts.isVariableDeclarationList(current.initializer)) {
        const declaration = declaredIn(current.initializer.declarations, name)
        if (declaration) return declaration
      }
    }
    if (ts.isCatchClause(current) && current.variableDeclaration && bindsName(current.variableDeclaration.name, name)) return current.variableDeclaration
  }
  return undefined
}

/** The offences in one source file. */
export function findServiceWrites(file: string, source: string): ServiceWrite[] {
  // Most files resolve nothing from a container: not worth parsing.
  if (!source.includes(".resolve")) return []
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  /** Declarations holding a resolved value, and of functions answering one; fields of `this` by name. */
  const resolvedDeclarations = new Set<ts.Node>()
  const resolvers = new Set<ts.Node>()
  const resolvedFields = new Set<string>()

  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = unwrap(node.initializer)
      if (isContainerResolve(value)) resolvedDeclarations.add(node)
      else if ((ts.isArrowFunction(value) || ts.isFunctionExpression(value)) && returnsResolved(value)) resolvers.add(node)
    }
    if (ts.isFunctionDeclaration(node) && node.name && returnsResolved(node)) resolvers.add(node)
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isContainerResolve(node.right)) {
      const left = unwrap(node.left)
      if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword) resolvedFields.add(left.name.text)
      else if (ts.isIdentifier(left)) {
        const declaration = declarationOf(left)
        if (declaration) resolvedDeclarations.add(declaration)
      }
    }
    if (ts.isPropertyDeclaration(node) && node.initializer && isContainerResolve(node.initializer) && ts.isIdentifier(node.name)) {
      resolvedFields.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(tree)

  const isResolved = (node: ts.Expression): boolean => {
    const inner = unwrap(node)
    if (isContainerResolve(inner)) return true
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression)) {
      const declaration = declarationOf(inner.expression)
      return declaration !== undefined && resolvers.has(declaration)
    }
    if (ts.isIdentifier(inner)) {
      const declaration = declarationOf(inner)
      return declaration !== undefined && resolvedDeclarations.has(declaration)
    }
    if (ts.isPropertyAccessExpression(inner) && inner.expression.kind === ts.SyntaxKind.ThisKeyword) return resolvedFields.has(inner.name.text)
    return false
  }

  const offences: ServiceWrite[] = []
  const moduleFile = isModuleFile(file)
  const check = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text
      if (WRITING_METHOD.test(method) && isResolved(node.expression.expression) && !inStepBody(node) && !(moduleFile && inClass(node))) {
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree))
        offences.push({ file, line: line + 1, call: `${unwrap(node.expression.expression).getText(tree).split("\n")[0]}.${method}` })
      }
    }
    ts.forEachChild(node, check)
  }
  check(tree)
  return offences
}

/** Every TypeScript source under `dir`, tests and declaration files aside. */
export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full)
    if (!/\.tsx?$/.test(entry.name) || /\.d\.ts$|\.test\.tsx?$|\.spec\.tsx?$/.test(entry.name)) return []
    return [full]
  })
}

/** The offences in `backend/src` and every plugin's `src`, with paths relative to `root`. */
export function findRepositoryServiceWrites(root: string): ServiceWrite[] {
  const plugins = path.join(root, "plugins")
  const folders = [
    path.join(root, "backend/src"),
    ...fs.readdirSync(plugins, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(plugins, entry.name, "src")),
  ]
  return folders
    .flatMap(sourceFiles)
    .flatMap((file) => findServiceWrites(path.relative(root, file).split(path.sep).join("/"), fs.readFileSync(file, "utf8")))
}
