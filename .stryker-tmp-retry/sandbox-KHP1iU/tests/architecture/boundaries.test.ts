// @ts-nocheck
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const repository = path.resolve(import.meta.dirname, '../..')

/** The checks, over the tree at `root`: the repository, or a planted tree that must fail them. */
function boundaries(root: string) {
  function sourceFiles(folder: string): string[] {
    const absolute = path.join(root, folder)
    return readdirSync(absolute).flatMap((name) => {
      const child = path.join(folder, name)
      if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child)
      return /\.(ts|tsx)$/.test(name) ? [child] : []
    })
  }

  /**
   * Every module a file imports, as a repo-relative path (relative specifiers) or a package name:
   * TypeScript's own pre-processor reads every form (`import … from`, `import type`, side-effect
   * `import '…'`, `export … from`, dynamic `import()`, `require`).
   */
  function importsOf(file: string): string[] {
    const text = readFileSync(path.join(root, file), 'utf8')
    return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: specifier }) => {
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

  /** Statecharts (XState `setup(…)` or `createMachine(…)`) defined outside `src/machines`. */
  function strayMachines(): string[] {
    return sourceFiles('src')
      .filter((file) => !file.startsWith(`src${path.sep}machines${path.sep}`) && !/\.test\.tsx?$/.test(file))
      .filter((file) => importsOf(file).includes('xstate'))
      .filter((file) => /\b(?:setup|createMachine)\s*\(/.test(readFileSync(path.join(root, file), 'utf8')))
  }

  /** The source file a repo-relative import names, or null for a package. */
  function resolved(target: string, files: Set<string>): string | null {
    const candidates = [
      target,
      `${target}.ts`,
      `${target}.tsx`,
      path.join(target, 'index.ts'),
      path.join(target, 'index.tsx'),
    ]
    return candidates.find((candidate) => files.has(candidate)) ?? null
  }

  /**
   * Import cycles among the code (tests aside), type-only imports included: each as the files of one
   * strongly connected component of the import graph (Tarjan's algorithm), sorted.
   */
  function cycles(folders: string[]): string[][] {
    const files = folders.flatMap((folder) => sourceFiles(folder)).filter((file) => !/\.test\.tsx?$/.test(file))
    const known = new Set(files)
    const graph = new Map(
      files.map((file) => [file, importsOf(file).flatMap((target) => resolved(target, known) ?? [])]),
    )
    const order = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const found: string[][] = []
    const visit = (file: string) => {
      order.set(file, order.size)
      low.set(file, order.get(file)!)
      stack.push(file)
      onStack.add(file)
      for (const next of graph.get(file) ?? []) {
        if (!order.has(next)) {
          visit(next)
          low.set(file, Math.min(low.get(file)!, low.get(next)!))
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!))
      }
      if (low.get(file) !== order.get(file)) return
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1) found.push(component.sort())
    }
    for (const file of files) if (!order.has(file)) visit(file)
    return found
  }

  return { importsOf, violations, strayMachines, cycles }
}

const { importsOf, violations, strayMachines, cycles } = boundaries(repository)

describe('dependency boundaries (architecture: "Boundaries")', () => {
  it('reads the imports it checks', () => {
    expect(importsOf('tests/support/server.ts')).toContain('server/app')
    expect(violations('tests/support', ['server'])).toContain('tests/support/server.ts → server/app')
  })

  describe('on a planted tree', () => {
    const planted = mkdtempSync(path.join(tmpdir(), 'kestrel-boundaries-'))
    const plant = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(planted, file)), { recursive: true })
      writeFileSync(path.join(planted, file), text)
    }
    plant('src/services/catalog/product.ts', 'export const product = 1\n')
    plant('src/services/styles.ts', 'export {}\n')
    plant(
      'server/api/products/static.ts',
      "import { product } from '../../../src/services/catalog/product'\nexport const p = product\n",
    )
    plant('server/api/products/side-effect.ts', "import '../../../src/services/styles'\n")
    plant(
      'server/api/products/dynamic.ts',
      "export const load = () => import('../../../src/services/catalog/product')\n",
    )
    plant(
      'server/api/products/type-only.ts',
      "import type { product } from '../../../src/services/catalog/product'\nexport type P = typeof product\n",
    )
    plant('server/api/products/re-export.ts', "export * from '../../../src/services/catalog/product'\n")
    plant(
      'src/components/listing/filters.machine.ts',
      "import { setup } from 'xstate'\nexport const filters = setup({}).createMachine({})\n",
    )
    plant(
      'src/machines/listing/listing.machine.ts',
      "import { createMachine } from 'xstate'\nexport const listing = createMachine({})\n",
    )
    plant(
      'src/components/checkout/Flow.tsx',
      "import { Step } from './Step'\nexport type Actor = { id: string }\nexport const Flow = Step\n",
    )
    plant(
      'src/components/checkout/Step.tsx',
      "import type { Actor } from './Flow'\nexport const Step = (actor: Actor) => actor.id\n",
    )
    const check = boundaries(planted)
    afterAll(() => rmSync(planted, { recursive: true, force: true }))

    it('finds a server/api → src import in every form', () => {
      expect(check.violations('server/api', ['src']).sort()).toEqual(
        [
          'server/api/products/dynamic.ts → src/services/catalog/product',
          'server/api/products/re-export.ts → src/services/catalog/product',
          'server/api/products/side-effect.ts → src/services/styles',
          'server/api/products/static.ts → src/services/catalog/product',
          'server/api/products/type-only.ts → src/services/catalog/product',
        ].map((line) => line.replaceAll('/', path.sep).replace(` →${path.sep}`, ' → ')),
      )
    })

    it('finds an import cycle held together by a type-only import', () => {
      expect(check.cycles(['src'])).toEqual([
        [
          path.join('src', 'components', 'checkout', 'Flow.tsx'),
          path.join('src', 'components', 'checkout', 'Step.tsx'),
        ],
      ])
    })

    it('finds a machine under src/components, not one under src/machines', () => {
      expect(check.strayMachines()).toEqual([path.join('src', 'components', 'listing', 'filters.machine.ts')])
    })
  })

  it('keeps server code out of the browser bundle', () => {
    expect(violations('src', ['server'])).toEqual([])
  })

  it('keeps machines free of services, components and routes', () => {
    expect(violations('src/machines', ['src/services', 'src/components', 'src/routes'])).toEqual([])
  })

  it('keeps every statechart in src/machines', () => {
    expect(strayMachines()).toEqual([])
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

  it('keeps the product API free of the app: what both need lives in common/', () => {
    expect(violations('server/api', ['src'], { includeTests: false })).toEqual([])
  })

  it('has no import cycle, type-only imports included', () => {
    expect(cycles(['src', 'server', 'common'])).toEqual([])
  })

  it('keeps common/ neutral', () => {
    expect(violations('common', ['src', 'server'])).toEqual([])
  })
})
