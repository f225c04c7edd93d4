import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBuildManifest, routeIdOfFile } from './manifest'

describe('route ids of route files', () => {
  it('match the ids the router generator gives every route file', async () => {
    const tree = await readFile(path.resolve(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8')
    const files = new Map(
      [...tree.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/routes\/(.+)'/g)].map((m) => [m[1]!, m[2]!]),
    )
    const byId = tree.slice(tree.indexOf('export interface FileRoutesById'))
    const ids = [
      ...byId.slice(0, byId.indexOf('\n}')).matchAll(/^\s+'?([^':]+)'?: typeof (\w+?)Route(?:WithChildren)?$/gm),
    ]
    expect(ids.length).toBeGreaterThan(3)
    for (const [, id, name] of ids) expect(routeIdOfFile(`${files.get(name!)}.tsx`)).toBe(id)
  })

  it('handle nested folders, route files and groups', () => {
    expect(routeIdOfFile('__root.tsx')).toBe('__root__')
    expect(routeIdOfFile('{-$locale}/checkout/route.tsx')).toBe('/{-$locale}/checkout')
    expect(routeIdOfFile('{-$locale}/(shop)/bag.tsx')).toBe('/{-$locale}/bag')
    expect(routeIdOfFile('{-$locale}.order.confirmation.$id.tsx')).toBe('/{-$locale}/order/confirmation/$id')
  })
})

describe('the page manifest', () => {
  it('gives each route its CSS and inlines it', async () => {
    const manifest = await readBuildManifest(await fixture())
    expect(manifest.routes.__root__?.css).toEqual(['/assets/entry.css'])
    expect(manifest.routes['/{-$locale}/search']?.css).toEqual(['/assets/search.css'])
    expect(manifest.inlineCss?.styles).toEqual({
      '/assets/entry.css': 'body{margin:0}',
      '/assets/search.css': '.s{color:red}',
    })
  })

  it('starts the entry when the shopper reaches for the page, after the chunks of the root and of every route on the page, and the stylesheets in the page held', async () => {
    const manifest = await readBuildManifest(await fixture())
    const scripts = ['__root__', '/{-$locale}/search'].flatMap((id) => manifest.routes[id]?.scripts ?? [])
    expect(Object.values(manifest.routes).some((route) => 'preloads' in route)).toBe(false)
    const added: Array<{ rel: string; href: string; attributes: Record<string, string> }> = []
    const imported: string[] = []
    const listeners = new Map<string, () => void>()
    const documentListeners: string[] = []
    const timers: Array<() => void> = []
    const page = {
      self: {} as Record<string, unknown>,
      document: {
        readyState: 'loading',
        hidden: false,
        documentElement: { hasAttribute: () => false },
        // No placeholder that only the code can fill.
        querySelector: () => null,
        addEventListener: (type: string) => documentListeners.push(type),
        createElement: () => ({
          rel: '',
          href: '',
          attributes: {} as Record<string, string>,
          setAttribute(name: string, value: string) {
            this.attributes[name] = value
          },
        }),
        head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      load: (file: string) => imported.push(file),
    }
    const run = () => runScripts(scripts, { ...page, setTimeout: (callback: () => void) => timers.push(callback) })
    run()
    expect(imported).toEqual([])
    expect([...listeners.keys()].sort()).toEqual([
      'focusin',
      'keydown',
      'load',
      'pointerdown',
      'pointermove',
      // A form the server does not take that nothing of the code took is never sent natively (below).
      'submit',
      'touchstart',
      'wheel',
    ])
    // Presses on controls only the application carries out, and forms the server does not take, are kept.
    // Fields changed before the page is interactive are noted (below).
    expect(documentListeners).toEqual(['click', 'submit', 'input', 'change'])
    // A pointer that stays still as the page appears under it starts nothing; one that moves does.
    const moved = listeners.get('pointermove') as unknown as (event: { movementX: number; movementY: number }) => void
    moved({ movementX: 0, movementY: 0 })
    expect(imported).toEqual([])
    expect(listeners.has('pointermove')).toBe(true)
    // Loading the page starts nothing: a while after the load, a page left alone starts its code.
    listeners.get('load')!()
    expect(imported).toEqual([])
    expect(timers).toHaveLength(1)
    // A key pressed meanwhile starts the scripts; the idle start that follows does not start them again.
    listeners.get('keydown')!()
    timers.shift()!()
    timers.shift()?.()
    // The stylesheets written into the page get disabled links (never fetched), so that a chunk
    // loaded later that lists one finds it in the page and does not link it again.
    expect(added.map((link) => `${link.rel} ${link.href} ${Object.keys(link.attributes).join()}`)).toEqual([
      'modulepreload /assets/shared.js ',
      'modulepreload /assets/search.js ',
      'modulepreload /assets/facets.js ',
      'stylesheet /assets/entry.css disabled',
      'stylesheet /assets/search.css disabled',
    ])
    expect(imported).toEqual(['/assets/entry.js'])
    // The router runs the routes' scripts again as it hydrates: nothing is added or started twice.
    page.document.readyState = 'complete'
    run()
    expect(added).toHaveLength(5)
    expect(imported).toEqual(['/assets/entry.js'])
  })
})

describe('the start script on a page whose placeholders only the code can fill', () => {
  it('starts the code as soon as the page has loaded', async () => {
    const manifest = await readBuildManifest(await fixture())
    const imported: string[] = []
    const listeners = new Map<string, () => void>()
    const page = {
      self: {} as Record<string, unknown>,
      document: {
        readyState: 'loading',
        documentElement: { hasAttribute: () => false },
        // The account's "Loading…", streamed after the start script ran.
        querySelector: (selector: string) => (selector === '[data-awaits-code]' && loaded ? {} : null),
        createElement: () => ({ setAttribute() {} }),
        head: { appendChild() {} },
        addEventListener() {},
      },
    }
    let loaded = false
    runScripts(manifest.routes.__root__!.scripts!, {
      ...page,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: () => {},
      load: (file: string) => imported.push(file),
      setTimeout: () => {},
    })
    expect(imported).toEqual([])
    loaded = true
    listeners.get('load')!()
    expect(imported).toEqual(['/assets/entry.js'])
  })
})

describe('the start script once the page has hydrated', () => {
  it('holds again a form without an action that no part of the code took, and sends it once more a moment later', async () => {
    const manifest = await readBuildManifest(await fixture())
    const listeners = new Map<string, (event: unknown) => void>()
    const timers: Array<() => void> = []
    runScripts(manifest.routes.__root__!.scripts!, {
      self: {},
      document: {
        readyState: 'complete',
        hidden: true,
        documentElement: { hasAttribute: (name: string) => name === 'data-hydrated' },
        querySelector: () => null,
        createElement: () => ({ setAttribute() {} }),
        head: { appendChild() {} },
        addEventListener() {},
      },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: () => {},
      load: () => {},
      setTimeout: (callback: () => void) => timers.push(callback),
    })
    timers.splice(0)
    const sent: string[] = []
    const form = (action: string | null) => ({
      isConnected: true,
      hasAttribute: (name: string) => name === 'action' && action !== null,
      requestSubmit: () => sent.push(action ?? 'held'),
    })
    const submit = (target: object, defaultPrevented = false) => {
      const event = { target, defaultPrevented, submitter: null, preventDefault: () => (event.defaultPrevented = true) }
      listeners.get('submit')!(event)
      return event.defaultPrevented
    }
    // Taken by the code (prevented), or a form the server takes: left alone.
    expect(submit(form(null), true)).toBe(true)
    expect(submit(form('/forms/bag/add'))).toBe(false)
    expect(timers).toHaveLength(0)
    // Nothing took it: not sent to the page's address, sent again a moment later.
    const held = form(null)
    expect(submit(held)).toBe(true)
    expect(timers).toHaveLength(1)
    timers.shift()!()
    expect(sent).toEqual(['held'])
    // Never taken: still never sent natively, and given up after 50 tries.
    for (let i = 0; i < 60; i++) {
      expect(submit(held)).toBe(true)
      timers.shift()?.()
    }
    expect(sent).toHaveLength(50)
  })
})

describe('the start script before the page is interactive', () => {
  it('notes each field the shopper changes, once, with its last value, until the page has hydrated', async () => {
    const manifest = await readBuildManifest(await fixture())
    const listeners = new Map<string, (event: unknown) => void>()
    let hydrated = false
    const self: Record<string, unknown> = {}
    runScripts(manifest.routes.__root__!.scripts!, {
      self,
      document: {
        readyState: 'loading',
        documentElement: { hasAttribute: (name: string) => name === 'data-hydrated' && hydrated },
        querySelector: () => null,
        createElement: () => ({ setAttribute() {} }),
        head: { appendChild() {} },
        addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      },
      addEventListener: () => {},
      removeEventListener: () => {},
      load: () => {},
      setTimeout: () => {},
    })
    const email = { tagName: 'INPUT', value: '', checked: false }
    const size = { tagName: 'INPUT', value: 'sku-37', checked: false }
    const country = { tagName: 'SELECT', value: 'CZ' }
    const change = (type: 'input' | 'change', target: object, isTrusted = true) =>
      listeners.get(type)!({ target, isTrusted })
    email.value = 'j'
    change('input', email)
    size.checked = true
    change('change', size)
    email.value = 'jana@example.com'
    change('input', email)
    change('change', email)
    change('change', country)
    // Not a field (a custom element's event, a click's target): not noted.
    change('input', { tagName: 'DIV', value: 'x' })
    change('input', null as unknown as object)
    // The code's own events (it hands these fields over with them) are not the shopper's.
    change('input', email, false)
    // A radio button of the same group chosen later replaces the first choice.
    const otherSize = { tagName: 'INPUT', type: 'radio', name: 'sku', value: 'sku-38', checked: true }
    const sizeRadio = Object.assign(size, { type: 'radio', name: 'sku' })
    change('change', sizeRadio)
    expect((self.__kestrelEdits as Array<{ field: object }>).at(-1)!.field).toBe(sizeRadio)
    change('change', otherSize)
    // A field React has hydrated sees the change itself: not noted, and what was noted of it before is dropped.
    const hydratedField = { tagName: 'INPUT', value: 'seen', checked: false, __reactFiber$x1: {} }
    change('input', hydratedField)
    const phone = { tagName: 'INPUT', value: '+420', checked: false }
    change('input', phone)
    Object.assign(phone, { __reactFiber$x1: {} })
    change('input', phone)
    expect(self.__kestrelEdits).toEqual([
      { field: email, value: 'jana@example.com', checked: false },
      { field: country, value: 'CZ', checked: false },
      { field: otherSize, value: 'sku-38', checked: true },
    ])
    // Once interactive, the code has the fields: nothing more is noted.
    hydrated = true
    email.value = 'other@example.com'
    change('input', email)
    expect((self.__kestrelEdits as Array<{ value: string }>).map((edit) => edit.value)).toEqual([
      'jana@example.com',
      'CZ',
      'sku-38',
    ])
  })
})

/** A page's stand-ins for what the start script uses of the browser. */
interface FakePage {
  self: Record<string, unknown>
  document: object
  addEventListener: (type: string, listener: () => void) => void
  removeEventListener: (type: string) => void
  /** Stands in for `import()`. */
  load: (file: string) => void
  setTimeout: (callback: () => void) => void
}

/** Runs the routes' inline scripts against the stand-ins, as the page would. */
function runScripts(scripts: ReadonlyArray<{ children?: string }>, page: FakePage) {
  for (const script of scripts) {
    new Function(
      'self',
      'document',
      'addEventListener',
      'removeEventListener',
      'load',
      'setTimeout',
      'MutationObserver',
      script.children!.replace(/\bimport\(/g, 'load('),
    )(
      page.self,
      page.document,
      page.addEventListener,
      page.removeEventListener,
      page.load,
      page.setTimeout,
      class {
        observe() {}
      },
    )
  }
}

async function fixture(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'manifest-'))
  await mkdir(path.join(dir, '.vite'))
  await mkdir(path.join(dir, 'assets'))
  await writeFile(path.join(dir, 'assets', 'entry.css'), 'body{margin:0}')
  await writeFile(path.join(dir, 'assets', 'search.css'), '.s{color:red}')
  await writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/entry.css'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/routes/{-$locale}.search.tsx?tsr-split=component': {
        file: 'assets/search.js',
        src: 'src/routes/{-$locale}.search.tsx?tsr-split=component',
        imports: ['_shared.js', '_facets.js'],
        css: ['assets/search.css'],
      },
      '_facets.js': { file: 'assets/facets.js' },
    }),
  )
  return dir
}
