import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A route of the web app and the lazily loaded modules it renders, outermost layout first. */
export type RouteModules = { path: string; modules: string[] };

/**
 * Reads the routes from the router's source, so a new page is measured without listing it here:
 * `const X = named(() => import('…'), 'X')` names a lazy module, `page(X)` renders it, and the
 * `path`/`index`/`children` of `const routes = [...]` nest them. Module paths come back
 * relative to `webRoot`, as the Vite manifest names them.
 */
export function readRoutes(webRoot: string, routerFile = 'src/app/router.tsx'): RouteModules[] {
  const file = resolve(webRoot, routerFile);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lazyModules = new Map<string, string>();
  let routes: ts.ArrayLiteralExpression | undefined;

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const specifier = dynamicImportIn(node.initializer);
      if (specifier) lazyModules.set(node.name.text, moduleFile(webRoot, dirname(file), specifier));
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routes') {
      if (node.initializer && ts.isArrayLiteralExpression(node.initializer)) routes = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!routes) throw new Error(`${routerFile}: no \`const routes = [...]\` found`);

  const found: RouteModules[] = [];
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const path = joinPath(parentPath, stringProperty(element, 'path'));
      const lazy = lazyComponent(property(element, 'element'));
      const modules = lazy ? [...parentModules, required(lazyModules, lazy, routerFile)] : parentModules;
      const children = property(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, path, modules);
      else found.push({ path, modules });
    }
  };
  walk(routes, '', []);
  return found;
}

function callee(call: ts.CallExpression): string | undefined {
  return ts.isIdentifier(call.expression) ? call.expression.text : undefined;
}

/** The specifier of the first `import('…')` inside an expression. */
function dynamicImportIn(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  )
    return node.arguments[0].text;
  return ts.forEachChild(node, dynamicImportIn);
}

function moduleFile(webRoot: string, fromDir: string, specifier: string): string {
  const base = resolve(fromDir, specifier);
  const file = ['.tsx', '.ts']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier}`);
  return relative(webRoot, file);
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties)
    if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name)
      return member.initializer;
  return undefined;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name);
  return value && ts.isStringLiteral(value) ? value.text : undefined;
}

/** `page(X)` → 'X'. */
function lazyComponent(element: ts.Expression | undefined): string | undefined {
  if (!element || !ts.isCallExpression(element) || callee(element) !== 'page') return undefined;
  const [argument] = element.arguments;
  return argument && ts.isIdentifier(argument) ? argument.text : undefined;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent || '/';
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function required(lazyModules: Map<string, string>, name: string, routerFile: string): string {
  const file = lazyModules.get(name);
  if (!file) throw new Error(`${routerFile}: page(${name}) renders no lazy import`);
  return file;
}
