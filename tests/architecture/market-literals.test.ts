import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The market is one configuration (common/market.ts): no other source file names a locale, a
 * locale's path prefix or the value of a market switch (spec 1.2, 2.1, 2.4). Texts keyed by their
 * language (`{ 'cs-CZ': …, en: … }`) are translations, not market setup, and stay allowed.
 */
const repository = path.resolve(import.meta.dirname, '../..')

/** The 35 locales of spec 2.4. */
const LOCALES = [
  'en', 'en-MY', 'en-SG', 'es-ES', 'et-EE', 'en-IN', 'ko-KR', 'en-CA', 'fr-CA', 'en-US', 'en-AU', 'ja-JP',
  'en-GB', 'pl-PL', 'pt-PT', 'hu-HU', 'cs-CZ', 'hr-HR', 'nl-BE', 'fr-BE', 'sl-SI', 'sk-SK', 'fr-FR', 'de-DE',
  'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'da-DK', 'nb-NO', 'fi-FI', 'sv-SE', 'en-IE', 'lv-LV', 'lt-LT',
] // prettier-ignore
const SWITCHES = [
  'instalmentSiteMessaging',
  'isMarketWithLoyalty',
  'hasTryAndBuy',
  'hasExtendedNewsletterForm',
  'hasBotProtection',
  'hasRaffle',
  'enabled',
]

/**
 * Files that may name them: the configuration; the localized slug tables (common/slugs.ts) and
 * message catalogs it reads; seeds and demo data (texts per language); the stand-ins of outside services, which have
 * data of their own; tests and generated code.
 */
const EXEMPT = [
  /^common\/market\.ts$/,
  /^common\/slugs\.ts$/,
  /^src\/locales\//,
  /\.seed\.ts$/,
  /^server\/platform\//,
  /(^|\/)testing\//,
  /\.test\.tsx?$/,
  /\.gen\.ts$/,
  /\.generated\.ts$/,
  /\.d\.ts$/,
]

/**
 * Named exceptions, each with its reason.
 * - The opening hours read a date's parts from a fixed machine format, not a shopper's language.
 */
const ALLOWED = new Set(["src/components/store-locator/opening-hours.ts: 'en-GB'"])

const localeCodes = new Set(LOCALES)
const prefixes = new Set(LOCALES.map((locale) => locale.toLowerCase()))

function isPrefixedPath(text: string): boolean {
  const first = /^\/([^/?#]+)(?:[/?#]|$)/.exec(text)?.[1]
  return first !== undefined && prefixes.has(first)
}

/** The market literals in one file's text: locale codes used as values, prefixed paths, switch values. */
function marketLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const key =
        (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node
      const imported = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)
      const typeOnly = ts.isLiteralTypeNode(node.parent)
      if (!key && !imported && !typeOnly) {
        if (localeCodes.has(node.text)) found.push(`${file}: '${node.text}'`)
        else if (isPrefixedPath(node.text)) found.push(`${file}: '${node.text}' (a locale prefix)`)
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      SWITCHES.includes(node.name.getText(source)) &&
      (node.initializer.kind === ts.SyntaxKind.TrueKeyword || node.initializer.kind === ts.SyntaxKind.FalseKeyword) &&
      (node.name.getText(source) !== 'enabled' || /liveChat/.test(node.parent.parent.getText(source).slice(0, 40)))
    ) {
      found.push(`${file}: ${node.getText(source)} (a switch value)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repository, folder)).flatMap((name) => {
    const child = path.posix.join(folder, name)
    if (statSync(path.join(repository, child)).isDirectory()) return sourceFiles(child)
    return /\.tsx?$/.test(name) && !EXEMPT.some((pattern) => pattern.test(child)) ? [child] : []
  })
}

describe('the market setup lives in one place', () => {
  it('no source file outside the market configuration names a locale, a prefix or a switch value', () => {
    const files = ['src', 'server', 'common'].flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(500)
    const literals = files
      .flatMap((file) => marketLiterals(file, readFileSync(path.join(repository, file), 'utf8')))
      .filter((literal) => !ALLOWED.has(literal))
    expect(literals).toEqual([])
    // Parsing every source file takes a few seconds, more on a busy machine.
  }, 60_000)

  it('finds each kind of market literal, and leaves translations keyed by language alone', () => {
    const planted = [
      `const fallback = isLocale(x) ? x : 'cs-CZ'`,
      "const home = locale === 'en' ? '/en' : '/'",
      'const link = `/de-at/${slug}`',
      'const features = { hasTryAndBuy: true, liveChat: { enabled: false, solution: "widget" } }',
      `const label = { 'cs-CZ': 'Novinka', en: 'New' }`,
      `import { x } from 'en'`,
      `type Language = 'cs-CZ' | 'en'`,
      `interface Named { en: string; 'cs-CZ': string }`,
      `const step = { enabled: true }`,
    ].join('\n')
    expect(marketLiterals('planted.ts', planted)).toEqual([
      "planted.ts: 'cs-CZ'",
      "planted.ts: 'en'",
      "planted.ts: '/en' (a locale prefix)",
      "planted.ts: '/de-at/' (a locale prefix)",
      'planted.ts: hasTryAndBuy: true (a switch value)',
      'planted.ts: enabled: false (a switch value)',
    ])
  })
})
