import Handlebars from 'handlebars';
import { fail } from '../../../errors';

/** The fields of a message text a super user edits; the web shows a refusal at this field. */
export type MessageTextField = 'subject' | 'html' | 'text';

// Handlebars' own block helpers. Everything else a template could call (lookup, log, partials,
// decorators, helpers with arguments) is refused: an edited text may only show the message's
// variables, and choose or repeat parts of itself by them.
const BLOCK_HELPERS = new Set(['if', 'unless', 'each', 'with']);

// Data variables Handlebars sets inside {{#each}}; @root.x is checked as x.
const LOOP_DATA = new Set(['index', 'key', 'first', 'last']);

// What else the parser accepts, as a super user would have typed it.
const OTHER_STATEMENTS: Record<string, string> = {
  PartialStatement: '{{> }}',
  PartialBlockStatement: '{{#> }}',
  Decorator: '{{* }}',
  DecoratorBlock: '{{#* }}',
};

type Refuse = (
  code: 'MESSAGE_TEXT_UNKNOWN_VARIABLE' | 'MESSAGE_TEXT_NOT_ALLOWED',
  node: hbs.AST.Node,
  name: string,
) => never;

/**
 * Checks one Handlebars source of a message against the variables it offers, before it is
 * saved: a syntax error, an unknown variable or anything beyond plain output and the built-in
 * blocks is refused with the line it is on (MESSAGE_TEXT_SYNTAX, MESSAGE_TEXT_UNKNOWN_VARIABLE,
 * MESSAGE_TEXT_NOT_ALLOWED). Returns the variables the source uses.
 */
export function checkMessageSource(field: MessageTextField, source: string, variables: readonly string[]) {
  let program: hbs.AST.Program;
  try {
    program = Handlebars.parse(source);
  } catch (error) {
    const line = lineInMessage(error) ?? (error as { lineNumber?: number }).lineNumber ?? 1;
    fail('MESSAGE_TEXT_SYNTAX', error instanceof Error ? error.message : String(error), { field, line });
  }
  const refuse: Refuse = (code, node, name) =>
    fail(code, `${name} on line ${node.loc.start.line}`, { field, line: node.loc.start.line, name });
  const used = new Set<string>();
  const checkPath = (path: hbs.AST.PathExpression) => {
    const [head, ...rest] = path.parts;
    if (path.data && head !== 'root') {
      if (LOOP_DATA.has(head) && rest.length === 0) return;
      refuse('MESSAGE_TEXT_UNKNOWN_VARIABLE', path, `@${path.original.replace(/^@/, '')}`);
    }
    const parts = path.data ? rest : path.parts;
    if (parts.length === 0) return; // {{this}} inside {{#each}} or {{#with}}
    if (parts.length > 1 || !variables.includes(parts[0])) {
      refuse('MESSAGE_TEXT_UNKNOWN_VARIABLE', path, path.original);
    }
    used.add(parts[0]);
  };
  const checkValue = (node: hbs.AST.Expression) => {
    if (node.type === 'PathExpression') checkPath(node as hbs.AST.PathExpression);
    else if (node.type === 'SubExpression') refuse('MESSAGE_TEXT_NOT_ALLOWED', node, '(…)');
  };
  const walk = (node: hbs.AST.Program | undefined) => {
    for (const statement of node?.body ?? []) {
      if (statement.type === 'MustacheStatement') {
        const mustache = statement as hbs.AST.MustacheStatement;
        if (mustache.path.type !== 'PathExpression' || mustache.params.length || mustache.hash) {
          refuse('MESSAGE_TEXT_NOT_ALLOWED', mustache, nameOf(mustache.path));
        }
        checkPath(mustache.path as hbs.AST.PathExpression);
      } else if (statement.type === 'BlockStatement') {
        const block = statement as hbs.AST.BlockStatement;
        const helper = block.path.original;
        if (!BLOCK_HELPERS.has(helper) || block.params.length !== 1 || block.hash) {
          refuse('MESSAGE_TEXT_NOT_ALLOWED', block, `#${helper}`);
        }
        checkValue(block.params[0]);
        walk(block.program);
        walk(block.inverse);
      } else if (statement.type !== 'ContentStatement' && statement.type !== 'CommentStatement') {
        refuse('MESSAGE_TEXT_NOT_ALLOWED', statement, OTHER_STATEMENTS[statement.type] ?? statement.type);
      }
    }
  };
  walk(program);
  return used;
}

function nameOf(path: hbs.AST.PathExpression | hbs.AST.Literal): string {
  return 'original' in path ? String(path.original) : path.type;
}

/** A parse error names its line only in its message ("Parse error on line 2:"). */
function lineInMessage(error: unknown): number | undefined {
  const match = /^Parse error on line (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : undefined;
}
