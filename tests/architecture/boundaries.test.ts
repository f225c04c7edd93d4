import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(folder: string): string[] {
  const absolute = path.join(root, folder)
  return readdirSync(absolute).flatMap((name) => {
    const child = path.join(folder, name)
    if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child)
    return /\.(ts|tsx)$/.test(name) ? [child] : []
  })
}

/** Every module a file imports, as a repo-relative path (relative specifiers) or a package name. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((match) => match[1] ?? match[2]!)
  return specifiers.map((specifier) => {
    if (specifier.startsWith('.')) return path.relative(root, path.resolve(root, path.dirname(file), specifier))
    if (specifier.startsWith('@common/')) return specifier.replace('@common/', 'common/')
    return specifier
  })
}

function violations(from: string, forbidden: string[], { includeTests = true } = {}): string[] {
  const files = sourceFiles(from).filter((file) => includeTests || !/\.test\.tsx?$/.test(file))
  return files.flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((prefix) => target === prefix || target.startsWith(`${prefix}/`)))
      .map((target) => `${file} → ${target}`),
  )
}

describe('dependency boundaries (architecture: "Boundaries")', () => {
  it('reads the imports it checks', () => {
    expect(importsOf('tests/support/server.ts')).toContain('server/app')
    expect(violations('tests/support', ['server'])).toContain('tests/support/server.ts → server/app')
  })

  it('keeps server code out of the browser bundle', () => {
    expect(violations('src', ['server'])).toEqual([])
  })

  it('keeps machines free of services, components and routes', () => {
    expect(violations('src/machines', ['src/services', 'src/components', 'src/routes'])).toEqual([])
  })

  it('lets components depend on machines but never on routes', () => {
    expect(violations('src/components', ['src/routes'])).toEqual([])
  })

  it('keeps the local platform ignorant of the product', () => {
    expect(violations('server/platform', ['src', 'server/api'])).toEqual([])
  })

  it('has the product API reach the platform only over its protocol', () => {
    // Its tests may seed the stand-ins they run against; its code may not import them.
    expect(violations('server/api', ['server/platform'], { includeTests: false })).toEqual([])
  })

  it('keeps common/ neutral', () => {
    expect(violations('common', ['src', 'server'])).toEqual([])
  })
})
