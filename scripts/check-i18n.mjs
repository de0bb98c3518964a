// The catalogs' check (issue 31, decision 070), run by `npm run lint`:
// - every catalog has exactly the source catalog's keys (en.json), with the same placeholders in each message;
// - in the files already converted (CONVERTED below, which grows as pages move to the catalogs), no text a person
//   reads is written outside a catalog: JSX text, string literals in JSX children, in the attributes that are
//   shown or read aloud (label, placeholder, title, aria-label, …) and in such properties of object literals
//   (a toast's title and message). A text without letters ("404", " · ") is not a text to translate.
// Exits 1 with one line per finding. `lint-rules-bite.mjs` proves both halves bite.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { contractMessages } from './contract-messages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CATALOGS = 'apps/web/src/i18n/catalogs';
const SOURCE_LANGUAGE = 'en';

/**
 * Files and folders whose texts all come from the catalogs, besides every feature with catalogs of its own
 * (docs/i18n-progress.md lists what is left).
 */
const CONVERTED = [
  'apps/web/src/app',
  'apps/web/src/components',
  'apps/web/src/features/auth/components/auth-frame.tsx',
  'apps/web/src/features/auth/pages/admin-login-page.tsx',
  'apps/web/src/features/auth/pages/login-page.tsx',
  'apps/web/src/features/home',
  'apps/web/src/features/passkeys/components/passkey-sign-in-button.tsx',
  'apps/web/src/i18n',
  'apps/web/src/lib',
];

/** Attributes and properties whose text a person sees or hears. */
const SHOWN = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-valuetext',
  'busyLabel',
  'description',
  'error',
  'label',
  'message',
  'placeholder',
  'submitLabel',
  'text',
  'title',
]);

const findings = [];
const hasLetters = (text) => /\p{L}/u.test(text);

// Catalogs: the same keys as the source, and the same placeholders in each message.
/**
 * The names of a message's arguments, read from Lingui's own compilation of it (so a plural or select case's text,
 * `two {دورتان}`, is not taken for one): the sorted, comma-joined names.
 */
function placeholdersOf(message) {
  const names = new Set();
  // A part is text, or an argument: [name], or [name, format, cases] whose cases are lists of parts again.
  const visit = (part) => {
    if (!Array.isArray(part)) return;
    const [name, , cases] = part;
    names.add(name);
    if (cases && typeof cases === 'object')
      for (const branch of Object.values(cases)) if (Array.isArray(branch)) branch.forEach(visit);
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) compiled.forEach(visit);
  return [...names].sort().join();
}

/**
 * Every catalog folder: the shell's, the `i18n` folders in each of the web app's features (its residents' texts in
 * `features/<name>/i18n`, its dashboard's in `features/<name>/admin/i18n`, each loaded with the code that shows them)
 * and those of the server's features (the mails' words), whose keys start with the feature's name (so two features
 * never word the same key). Each has the source language's file and one per language the shell speaks.
 */
const FEATURES = 'apps/web/src/features';
const CONTRACT_MESSAGES = 'apps/web/src/lib/contract-messages/i18n';
const SERVER_FEATURES = 'apps/server/src/features';
const featureCatalogFolders = (features) =>
  readdirSync(join(root, features)).flatMap((name) =>
    readdirSync(join(root, features, name), { recursive: true })
      .filter((path) => path === 'i18n' || path.endsWith('/i18n'))
      .map((path) => ({ folder: `${features}/${name}/${path}`, prefix: `${name}.` })),
  );
const webFeatureCatalogs = featureCatalogFolders(FEATURES);
const catalogFolders = [
  { folder: CATALOGS, prefix: '' },
  // The contract's enumerations that several features show (industries, experience levels, posters' roles).
  { folder: 'apps/web/src/lib/choices/i18n', prefix: 'choices.' },
  // The contract's messages, found by their English text (lib/contract-messages/word-message.ts).
  { folder: CONTRACT_MESSAGES, prefix: 'messages.' },
  ...webFeatureCatalogs,
  ...featureCatalogFolders(SERVER_FEATURES),
];
const languagesOf = (folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
const shellLanguages = languagesOf(CATALOGS);
const readCatalog = (folder, language) =>
  JSON.parse(readFileSync(join(root, folder, `${language}.json`), 'utf8'));

for (const { folder, prefix } of catalogFolders) {
  const languages = languagesOf(folder);
  for (const language of shellLanguages)
    if (!languages.includes(language)) findings.push(`${folder}: no ${language}.json`);
  if (!languages.includes(SOURCE_LANGUAGE)) continue;
  const source = readCatalog(folder, SOURCE_LANGUAGE);
  for (const key of Object.keys(source))
    if (!key.startsWith(prefix))
      findings.push(`${folder}/${SOURCE_LANGUAGE}.json: key ${key} does not start with ${prefix}`);
  for (const language of languages) {
    if (language === SOURCE_LANGUAGE) continue;
    const file = `${folder}/${language}.json`;
    const catalog = readCatalog(folder, language);
    for (const key of Object.keys(source))
      if (!(key in catalog)) findings.push(`${file}: missing key ${key} (in ${SOURCE_LANGUAGE}.json)`);
    for (const key of Object.keys(catalog)) {
      if (!(key in source)) findings.push(`${file}: key ${key} is not in ${SOURCE_LANGUAGE}.json`);
      else if (placeholdersOf(catalog[key]) !== placeholdersOf(source[key]))
        findings.push(
          `${file}: ${key} has placeholders {${placeholdersOf(catalog[key])}}, the source {${placeholdersOf(source[key])}}`,
        );
    }
  }
}

// The contract's messages: each is the source text of one key there, and each key's text is still one of them.
{
  const worded = new Set(Object.values(readCatalog(CONTRACT_MESSAGES, SOURCE_LANGUAGE)));
  const messages = contractMessages(root);
  for (const { text, file } of messages)
    if (!worded.has(text))
      findings.push(`${file}: the message ${JSON.stringify(text)} is not in ${CONTRACT_MESSAGES}`);
  const current = new Set(messages.map(({ text }) => text));
  for (const text of worded)
    if (!current.has(text))
      findings.push(
        `${CONTRACT_MESSAGES}/${SOURCE_LANGUAGE}.json: ${JSON.stringify(text)} is no longer a message of the contract`,
      );
}

// Converted files: no text outside the catalogs.
function sourceFiles(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true })
    .map((name) => join(full, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * The string literals of an expression that reach the screen: not the arguments of a call (t('key')), nor what is
 * compared (scheme === 'dark').
 */
function shownLiterals(node, found = []) {
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return found;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node);
  else if (ts.isTemplateExpression(node))
    found.push(node.head, ...node.templateSpans.map((span) => span.literal));
  else if (!ts.isCallExpression(node) && !ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node))
    ts.forEachChild(node, (child) => void shownLiterals(child, found));
  return found;
}

const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());

// A feature with catalogs of its own is converted whole: every text in its folder comes from them.
const convertedFeatures = [
  ...new Set(webFeatureCatalogs.map(({ prefix }) => `${FEATURES}/${prefix.slice(0, -1)}`)),
];

for (const file of new Set([...CONVERTED, ...convertedFeatures].flatMap(sourceFiles))) {
  const text = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node, what) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    findings.push(
      `${relative(root, file)}:${line + 1}: ${what} outside the catalogs: ${JSON.stringify(node.getText(tree).trim())}`,
    );
  };
  const reportLiterals = (expression, what) => {
    for (const literal of shownLiterals(expression)) if (hasLetters(literal.text)) report(literal, what);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, 'JSX text');
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      reportLiterals(node.expression, 'text in JSX');
    else if (ts.isJsxAttribute(node) && SHOWN.has(nameOf(node.name)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) reportLiterals(node.initializer, `${nameOf(node.name)}=`);
      else if (node.initializer.expression)
        reportLiterals(node.initializer.expression, `${nameOf(node.name)}=`);
    } else if (ts.isPropertyAssignment(node) && SHOWN.has(nameOf(node.name)))
      reportLiterals(node.initializer, `${nameOf(node.name)}:`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
}

for (const finding of findings) console.error(finding);
if (findings.length > 0) {
  console.error(`${findings.length} text(s) outside the catalogs or keys missing: see docs/i18n-progress.md`);
  process.exit(1);
}
