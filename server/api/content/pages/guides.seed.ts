import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { links, paragraph, richText, tile, type PageBuilders } from './blocks'

/** The guides index: the size guide (its own pages) and the shoe care guide (a story). */
function guidesPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Průvodce',
      description: 'Jak vybrat správnou velikost a jak pečovat o boty, aby vám dlouho dělaly radost.',
      blocks: [
        richText(
          paragraph('Správně padnoucí a dobře ošetřené boty vydrží mnohem déle. Naši průvodci vám pomohou s obojím.'),
        ),
        links(
          undefined,
          tile(
            'Průvodce velikostmi',
            '/guides/size-guide',
            'Jak si změřit chodidlo a převodní tabulky velikostí EU, UK, US a dalších.',
          ),
          tile('Velikosti pro ženy', '/guides/size-guide/women', 'Tabulka dámských velikostí obuvi.'),
          tile('Velikosti pro muže', '/guides/size-guide/men', 'Tabulka pánských velikostí obuvi.'),
          tile('Velikosti pro děti', '/guides/size-guide/kids', 'Dětské velikosti od prvních krůčků po školní věk.'),
          tile(
            'Průvodce péčí o obuv',
            '/stories/shoe-care-guide',
            'Jak ošetřovat hladkou kůži, semiš, nubuk a boty s GORE-TEX.',
          ),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Guides',
    description: 'How to choose the right size and how to care for your shoes so you enjoy them for a long time.',
    blocks: [
      richText(paragraph('Shoes that fit well and are well cared for last much longer. Our guides help with both.')),
      links(
        undefined,
        tile('Size guide', '/guides/size-guide', 'How to measure your feet, and EU, UK, US and other size charts.'),
        tile('Women’s sizes', '/guides/size-guide/women', 'The size chart for women’s shoes.'),
        tile('Men’s sizes', '/guides/size-guide/men', 'The size chart for men’s shoes.'),
        tile('Kids’ sizes', '/guides/size-guide/kids', 'Kids’ sizes from first steps to school age.'),
        tile(
          'Shoe care guide',
          '/stories/shoe-care-guide',
          'How to care for smooth leather, suede, nubuck and GORE-TEX shoes.',
        ),
      ),
    ],
  }
}

export const guidePages: PageBuilders = {
  '/guides': guidesPage,
}
