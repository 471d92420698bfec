// The runtime import graph of src/, read with TypeScript's parser: which
// modules a set of entry files loads when it runs. Type-only imports load
// nothing (the compilers drop them), so they are no edges here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import routePages from '../../scripts/route-pages.js';

export const ROOT = path.resolve(__dirname, '..', '..');

const EXTENSIONS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** Every TypeScript module under `dir` (declarations left out), as paths from the root. */
export function modulesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(path.join(ROOT, at))) {
      const rel = `${at}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !/\.d\.(css\.)?ts$/.test(name)) found.push(rel);
    }
  };
  walk(dir);
  return found.sort();
}

/** What `file` loads when it runs: the specifiers of its value imports, re-exports and dynamic imports. */
export function runtimeImports(file: string): string[] {
  // Each route's page is imported by code the build writes from the route table: the graph follows that code.
  const text =
    file === 'src/app/pages.ts' ? routePages.pagesModule(routePages.readRouteTable(), 'esm') : readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
}

function typeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
}

/** `specifier` as imported from `file`: a module path from the root, a package's specifier, or null (CSS, pictures). */
export function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.posix.join(path.posix.dirname(file), specifier);
  const hit = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(path.join(ROOT, candidate)));
  return hit ?? null;
}

/** Every module `entries` load, themselves included, each with the module that first led to it. */
export function reachableFrom(entries: readonly string[]): Map<string, string | null> {
  const reached = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of runtimeImports(file)) {
      const target = resolveImport(file, specifier);
      if (target === null || reached.has(target)) continue;
      reached.set(target, file);
      if (/\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return reached;
}

/** How `file` was reached: the chain of imports from an entry to it. */
export function chainTo(reached: Map<string, string | null>, file: string): string {
  const chain = [file];
  for (let from = reached.get(file); from; from = reached.get(from)) chain.unshift(from);
  return chain.join(' → ');
}
