import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../src/services/query-client'
import { LAYOUT_DOCUMENTS } from '@common/content-schemas'
import { layoutQueryKey } from '../../src/services/navigation'
import { createLayoutContentCache } from './layout-content'

/**
 * A render's root loader, as `ensureLayoutContent` runs it: each layout document is loaded unless the
 * render's query cache already holds it. Counts the documents it had to ask the content API for.
 */
async function render(cache: ReturnType<typeof createLayoutContentCache>, locale: 'en' | 'cs-CZ', fail?: string) {
  const queryClient = createQueryClient()
  const layout = await cache.prime(queryClient, locale)
  const asked: string[] = []
  await Promise.allSettled(
    LAYOUT_DOCUMENTS.map((document) =>
      queryClient.ensureQueryData({
        queryKey: layoutQueryKey(document, locale),
        retry: false,
        queryFn: async () => {
          asked.push(document)
          if (document === fail) throw new Error('content API down')
          return { document, locale, items: [{ label: `${document} of ${locale}` }] }
        },
      }),
    ),
  )
  layout.keep()
  const data = (document: (typeof LAYOUT_DOCUMENTS)[number]) =>
    queryClient.getQueryData<{ items: Array<{ label: string }> }>(layoutQueryKey(document, locale))
  return { asked, data }
}

function setup(start = 'catalog:1,content:1') {
  let version: string | null = start
  let clock = 0
  const cache = createLayoutContentCache({
    versions: { current: async () => version },
    maxAgeMs: 30_000,
    now: () => clock,
  })
  return {
    cache,
    setVersion: (next: string | null) => (version = next),
    advance: (ms: number) => (clock += ms),
  }
}

describe('the layout content kept across renders', () => {
  it('asks for the layout once: the next render of the same versions starts with it', async () => {
    const { cache } = setup()
    expect((await render(cache, 'en')).asked).toEqual([...LAYOUT_DOCUMENTS])
    const second = await render(cache, 'en')
    expect(second.asked).toEqual([])
    expect(second.data('navigation')?.items[0]?.label).toBe('navigation of en')
  })

  it('keeps each locale apart', async () => {
    const { cache } = setup()
    await render(cache, 'en')
    const czech = await render(cache, 'cs-CZ')
    expect(czech.asked).toEqual([...LAYOUT_DOCUMENTS])
    expect(czech.data('footer')?.items[0]?.label).toBe('footer of cs-CZ')
  })

  it('asks again once the catalog or the content has changed, and keeps the new answer', async () => {
    const { cache, setVersion } = setup()
    await render(cache, 'en')
    setVersion('catalog:1,content:2')
    expect((await render(cache, 'en')).asked).toEqual([...LAYOUT_DOCUMENTS])
    expect((await render(cache, 'en')).asked).toEqual([])
  })

  it('asks again after the longest time a kept layout is used', async () => {
    const { cache, advance } = setup()
    await render(cache, 'en')
    advance(30_000)
    expect((await render(cache, 'en')).asked).toEqual([])
    advance(1)
    expect((await render(cache, 'en')).asked).toEqual([...LAYOUT_DOCUMENTS])
  })

  it('keeps nothing of a render where a document failed to load', async () => {
    const { cache } = setup()
    await render(cache, 'en', 'footer')
    expect((await render(cache, 'en')).asked).toEqual([...LAYOUT_DOCUMENTS])
  })

  it('keeps nothing while the versions cannot be read', async () => {
    const { cache, setVersion } = setup()
    setVersion(null)
    await render(cache, 'en')
    expect((await render(cache, 'en')).asked).toEqual([...LAYOUT_DOCUMENTS])
  })

  it('shares a frozen copy: a change one render makes reaches no other', async () => {
    const { cache } = setup()
    const first = await render(cache, 'en')
    first.data('navigation')!.items[0]!.label = 'changed by the render that loaded it'
    const second = await render(cache, 'en')
    expect(() => (second.data('navigation')!.items[0]!.label = 'changed by a later render')).toThrow(TypeError)
    expect((await render(cache, 'en')).data('navigation')?.items[0]?.label).toBe('navigation of en')
  })
})
