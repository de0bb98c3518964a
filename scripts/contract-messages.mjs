// The messages the contract words (packages/contract/src): what its schemas tell a form or an API caller, and the
// texts its *MESSAGES objects hold. Read from the source by the catalogs' check (check-i18n.mjs), which requires
// each in the web app's catalog of them (apps/web/src/lib/contract-messages/i18n), so an Arabic form never shows
// one in English. A template's `${…}` parts are the message's placeholders, named after what fills them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const CONTRACT = 'packages/contract/src';

/** Texts that are not messages: the enumerations' values (worded by lib/choices) and the API's own docs. */
const NOT_MESSAGES = {
  /** Objects of labels and data the web app words in its features' catalogs (the audit's by their keys). */
  declarations: /(_LABELS|INDUSTRY_TO_SECTION|EXPERIENCE_RANGES|^AUDIT_ACTIONS|^AUDIT_TARGET_TYPES)$/,
  calls: new Set(['describe', 'meta']),
};

/**
 * `${LIMITS.title}` is {title}, `${extensions.join(', ')}` is {extensions}, `${waitText(ms)}` is {waitText}, `${max}`
 * is {max}.
 */
function placeholderName(expression) {
  let node = expression;
  if (ts.isCallExpression(node))
    node = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
  return ts.isPropertyAccessExpression(node) ? node.name.text : node.getText();
}

/** The message as the catalog holds it: ICU text, a template's parts as {placeholders}. */
function messageText(node) {
  if (!ts.isTemplateExpression(node)) return node.text;
  return (
    node.head.text +
    node.templateSpans.map((span) => `{${placeholderName(span.expression)}}${span.literal.text}`).join('')
  );
}

/** The name of the variable whose value holds `node` ('' when none does). */
const declarationOf = (node) => {
  for (let at = node.parent; at; at = at.parent) if (ts.isVariableDeclaration(at)) return at.name.getText();
  return '';
};

function isMessage(node) {
  const parent = node.parent;
  if (ts.isArrayLiteralExpression(parent)) return false;
  if (ts.isPropertyAssignment(parent))
    return parent.name !== node && !NOT_MESSAGES.declarations.test(declarationOf(parent));
  if (ts.isCallExpression(parent)) {
    const callee = ts.isPropertyAccessExpression(parent.expression)
      ? parent.expression.name.text
      : parent.expression.getText();
    return !NOT_MESSAGES.calls.has(callee);
  }
  return (
    ts.isVariableDeclaration(parent) ||
    ts.isArrowFunction(parent) ||
    ts.isReturnStatement(parent) ||
    ts.isConditionalExpression(parent)
  );
}

/** Every message of the contract: [{ text, file }], a text once. */
export function contractMessages(root) {
  const found = new Map();
  const files = readdirSync(join(root, CONTRACT), { recursive: true }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  for (const name of files) {
    const file = join(CONTRACT, name);
    const tree = ts.createSourceFile(
      file,
      readFileSync(join(root, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const isText =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
      if (isText) {
        const text = messageText(node);
        // A message has words, or is a label of one capitalised word given to a schema or a list ('Title',
        // 'Courses'); 'id', 'whitelist.add' are names, and a constant's one word ('Other') is a value.
        const isLabel =
          /^\p{Lu}\p{Ll}+$/u.test(text) &&
          (ts.isCallExpression(node.parent) || ts.isPropertyAssignment(node.parent));
        const isWorded = /\s/.test(text) || isLabel;
        if (/\p{L}/u.test(text) && isWorded && isMessage(node) && !found.has(text)) found.set(text, file);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return [...found].map(([text, file]) => ({ text, file }));
}
