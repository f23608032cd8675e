/** Each file, by path, with the project files it imports. */
export type ImportGraph = Map<string, string[]>
export function findCycles(graph: ImportGraph): string[][]
export function importGraph(root?: string): ImportGraph
