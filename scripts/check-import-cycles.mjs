// `node scripts/check-import-cycles.mjs`: fails on any import cycle among the project's own
// TypeScript files, `import type` and dynamic `import()` included. ESLint's import/no-cycle skips
// type-only imports (eslint-plugin-import 2.32 has no option to count them), yet a circle closed
// by types alone still ties the modules together: neither can move or split without the other.
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/** The strongly connected components of more than one file (Tarjan): each holds a cycle. */
export function findCycles(graph) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (file) => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const dep of graph.get(file) ?? []) {
      if (!graph.has(dep)) continue
      if (!index.has(dep)) {
        visit(dep)
        low.set(file, Math.min(low.get(file), low.get(dep)))
      } else if (onStack.has(dep)) {
        low.set(file, Math.min(low.get(file), index.get(dep)))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

/** Every project file (tsconfig.json) with the project files it imports, in any way. */
export function importGraph(root = '.') {
  const configFile = ts.findConfigFile(root, ts.sys.fileExists)
  if (!configFile) throw new Error(`no tsconfig.json in ${root}`)
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile)
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const graph = new Map()
  for (const file of fileNames.filter((name) => /\.tsx?$/.test(name))) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true)
    const deps = importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule)
      .filter((mod) => mod && !mod.isExternalLibraryImport && !mod.resolvedFileName.includes('/node_modules/'))
      .map((mod) => relative(root, resolve(mod.resolvedFileName)))
    graph.set(relative(root, resolve(file)), deps)
  }
  return graph
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const graph = importGraph()
  const cycles = findCycles(graph)
  for (const cycle of cycles) console.error(`import cycle (type-only imports count too): ${cycle.join(', ')}`)
  if (cycles.length) process.exit(1)
  console.log(`no import cycles among ${graph.size} files`)
}
