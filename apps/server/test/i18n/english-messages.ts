import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The English sentences the server can answer with, found in the source: what is passed to
 * badRequest/conflict/notFound/forbidden/unauthorized/AppError (the domain's refusal helpers share those names),
 * and the zod messages of the shared contracts. Each comes back as a template, `${…}` parts
 * written `{{name}}`, the way the Kiswahili catalogues key them.
 */
export interface EnglishMessage {
  template: string;
  where: string;
}

const ERROR_CALLS = new Set(['badRequest', 'conflict', 'notFound', 'forbidden', 'unauthorized']);
/** zod methods whose last argument (text or { message | error }) is what people read. */
const ZOD_CALLS = new Set(['min', 'max', 'length', 'regex', 'refine', 'superRefine', 'string', 'number', 'email', 'int', 'positive', 'nonnegative', 'gte', 'lte', 'gt', 'lt', 'enum', 'object', 'array', 'boolean', 'literal', 'union', 'url', 'startsWith', 'endsWith', 'includes', 'multipleOf', 'date', 'iso', 'uuid', 'record', 'custom']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `${order.status}` becomes `{{status}}`: the last name in the expression. */
function placeholderName(expression: ts.Expression): string {
  const names = expression.getText().match(/[A-Za-z_]\w*/g) ?? ['value'];
  return names[names.length - 1] ?? 'value';
}

type Constants = Map<string, ts.Node>;

/** A constant sentence part (`${LOCATION_FORMS_HINT}`) is part of the sentence, not a placeholder. */
function fixedText(expression: ts.Expression, constants: Constants): string | null {
  if (!ts.isIdentifier(expression)) return null;
  const value = constants.get(expression.text);
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : null;
}

function templatesOf(node: ts.Node, constants: Constants, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) text += `${fixedText(span.expression, constants) ?? `{{${placeholderName(span.expression)}}}`}${span.literal.text}`;
    return [text];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return templatesOf(node.expression, constants, seen);
  if (ts.isConditionalExpression(node)) return [...templatesOf(node.whenTrue, constants, seen), ...templatesOf(node.whenFalse, constants, seen)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return [...templatesOf(node.left, constants, seen), ...templatesOf(node.right, constants, seen)];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const right = templatesOf(node.right, constants, seen);
    return templatesOf(node.left, constants, seen).flatMap((left) => right.map((r) => left + r));
  }
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return templatesOf(constants.get(node.text)!, constants, seen);
  }
  if (ts.isObjectLiteralExpression(node)) {
    // A table of sentences (`NOT_FOUND[target]`) or zod's `{ message }` / `{ error }`.
    return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? templatesOf(p.initializer, constants, seen) : []));
  }
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) return templatesOf(node.expression, constants, seen);
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return templatesOf(node.body, constants, seen);
  if (ts.isFunctionDeclaration(node) || (ts.isArrowFunction(node) && ts.isBlock(node.body))) {
    const returns: ts.Expression[] = [];
    node.body?.forEachChild(function find(child) {
      if (ts.isReturnStatement(child) && child.expression) returns.push(child.expression);
      if (!ts.isFunctionLike(child)) child.forEachChild(find);
    });
    return returns.flatMap((r) => templatesOf(r, constants, seen));
  }
  // A helper that builds the sentence (`suspendedMessage(reason)`) is read where it is declared.
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) return templatesOf(node.expression, constants, seen);
  return [];
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Sentences, not codes or field names: they hold a space. */
const isSentence = (template: string) => /\s/.test(template.replace(/\{\{\w+\}\}/g, 'x'));

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** Named values and functions of a file, so a sentence kept in a constant or built by a helper is found. */
function declarations(source: ts.SourceFile): Constants {
  const constants: Constants = new Map();
  source.forEachChild(function collect(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name && node.body) constants.set(node.name.text, node);
    node.forEachChild(collect);
  });
  return constants;
}

function scan(source: ts.SourceFile, where: string, contracts: boolean, everywhere: Constants): EnglishMessage[] {
  // A file's own names first, then those it may import from anywhere else.
  const constants: Constants = new Map([...everywhere, ...declarations(source)]);
  const found: EnglishMessage[] = [];
  const add = (templates: string[]) => found.push(...templates.filter(isSentence).map((template) => ({ template, where })));
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (name === 'AppError' && args[1]) add(templatesOf(args[1], constants));
      else if (name && ERROR_CALLS.has(name) && args[0]) add(templatesOf(args[0], constants));
      else if (contracts && name && ZOD_CALLS.has(name) && args.length > 0) add(templatesOf(args[args.length - 1]!, constants));
    }
    if (contracts && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'message' || node.name.text === 'error')) {
      add(templatesOf(node.initializer, constants));
    }
    node.forEachChild(visit);
  });
  return found;
}

export function englishMessages(repoRoot: string, dirs: { errors: string[]; contracts: string[] }): EnglishMessage[] {
  const files = (list: string[], contracts: boolean) =>
    list.flatMap((dir) => sourceFiles(join(repoRoot, dir))).map((file) => ({ source: parse(file), where: relative(repoRoot, file), contracts }));
  const all = [...files(dirs.errors, false), ...files(dirs.contracts, true)];
  const everywhere: Constants = new Map(all.flatMap(({ source }) => [...declarations(source)]));
  const found = all.flatMap(({ source, where, contracts }) => scan(source, where, contracts, everywhere));
  const unique = new Map(found.map((m) => [m.template, m]));
  return [...unique.values()];
}
