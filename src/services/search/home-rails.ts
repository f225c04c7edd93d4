import type { SortKey } from '@common/search-indices'

interface HomeRail {
  id: 'new' | 'sale' | 'bestsellers'
  /** Where the rail's 'see all' leads (internal path without the locale prefix). */
  path: string
  query: { filters: string; sort?: SortKey; hitsPerPage: number }
}

/** The home page's product rails, read from the search index. */
export const homeRails: readonly HomeRail[] = [
  { id: 'new', path: '/new', query: { filters: 'isNew:true', sort: 'newest', hitsPerPage: 8 } },
  { id: 'sale', path: '/sale', query: { filters: 'hasDiscount:true', sort: 'biggestDiscount', hitsPerPage: 8 } },
  {
    id: 'bestsellers',
    path: '/women/featured/best-sellers',
    query: {
      filters: 'categoryKeys:"women-featured-best-sellers" OR categoryKeys:"men-featured-best-sellers"',
      hitsPerPage: 8,
    },
  },
]
