/**
 * The repository's import graph among its own source files (tests left out), as TypeScript resolves
 * it: static imports and re-exports, type-only ones included, since a type circle is a circle of
 * files all the same.
 */
import { spawnSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

export type Graph = ReadonlyMap<string, readonly string[]>;

/** Every tracked .ts/.tsx source file but tests, and the files each imports, by path from `root`. */
export function importGraph(root: string): Graph {
  const listed = spawnSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' }).stdout;
  const files = listed
    .split('\n')
    .filter((f) => f && !/\.test\.tsx?$/.test(f) && !/(^|\/)test\//.test(f) && !f.endsWith('.d.ts'));
  const own = new Set(files.map((f) => resolve(root, f)));
  const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile).config as unknown;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const path = resolve(root, f);
    const src = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, false);
    const deps: string[] = [];
    for (const n of src.statements) {
      if (!ts.isImportDeclaration(n) && !ts.isExportDeclaration(n)) continue;
      const spec = n.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const to = ts.resolveModuleName(spec.text, path, options, host).resolvedModule?.resolvedFileName;
      if (to && own.has(resolve(to))) deps.push(relative(root, resolve(to)));
    }
    graph.set(f, deps);
  }
  return graph;
}

/** The import circles: every group of files that import each other round (Tarjan's components). */
export function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return out;
}

/** Every file `from` imports, directly or through others. */
export function closure(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [...(graph.get(from) ?? [])];
  while (todo.length) {
    const f = todo.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...(graph.get(f) ?? []));
  }
  return seen;
}
