import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import { drawing, inCategories, link, links, paragraph, products, richText, tile, type PageBuilders } from './blocks'

/** The campaigns index; the page lists its campaigns itself. */
function campaignsPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Kampaně',
      description: 'Sezónní kolekce, novinky a akce Kestrel na jednom místě.',
      blocks: [
        richText(
          paragraph('Co je u nás právě nového: sezónní kolekce, výběry na míru počasí a akce pro členy Kestrel Club.'),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Campaigns',
    description: 'Kestrel seasonal collections, new arrivals and offers in one place.',
    blocks: [
      richText(
        paragraph(
          'What’s new with us: seasonal collections, edits for the weather and offers for Kestrel Club members.',
        ),
      ),
    ],
  }
}

function autumnWinterPage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'campaign',
      title: 'Podzim/zima 2026',
      description:
        'Kožené kotníkové boty, vlněné podšívky a voděodolné modely do plískanic. Nová kolekce podzim/zima je tady.',
      date: '2026-09-15',
      image: drawing('boot', '6b3e26', 'd8c3a5', 'Kresba hnědé kožené kotníkové boty s pískovou podešví z boku'),
      blocks: [
        richText(
          paragraph(
            'Když se dny zkracují, sáhněte po botách, které zvládnou mokrý chodník i zasněženou cestu na chatu. Kolekce podzim/zima spojuje teplé tóny kůže s podšívkami z vlny a podešvemi, které drží i na mokru.',
          ),
          paragraph(
            'Doprava je zdarma při nákupu nad 1 500 Kč a boty, které nepadnou, můžete do 30 dnů vrátit. Jak je připravit na zimu, radíme v ',
            link('průvodci péčí o obuv', '/stories/shoe-care-guide'),
            '.',
          ),
        ),
        products('Kolekce podzim/zima', inCategories('collections-autumn-winter'), '/collections/autumn-winter', 8),
        products('Kotníkové boty pro ženy', inCategories('women-shoes-boots'), '/women/shoes/boots', 4),
        products('Kotníkové boty pro muže', inCategories('men-shoes-boots'), '/men/shoes/boots', 4),
        links(
          'Nakupujte dál',
          tile('Ženy', '/women', 'Kozačky, kotníkové boty a teplé tenisky.'),
          tile('Muži', '/men', 'Kotníkové boty, šněrovací boty a zimní tenisky.'),
          tile('Výprodej', '/sale', 'Zlevněné modely z minulých sezón.'),
        ),
      ],
    }
  return {
    kind: 'campaign',
    title: 'Autumn/Winter 2026',
    description:
      'Leather ankle boots, wool linings and waterproof models for wet weather. The new autumn/winter collection is here.',
    date: '2026-09-15',
    image: drawing(
      'boot',
      '6b3e26',
      'd8c3a5',
      'Drawing of a brown leather ankle boot with a sand-coloured sole, side view',
    ),
    blocks: [
      richText(
        paragraph(
          'As the days grow shorter, reach for shoes that handle wet pavements and the snowy path to the cottage. The autumn/winter collection combines warm leather tones with wool linings and soles that grip even in the wet.',
        ),
        paragraph(
          'Delivery is free on orders over CZK 1,500, and shoes that don’t fit can be returned within 30 days. Our ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          ' shows you how to get them ready for winter.',
        ),
      ),
      products(
        'The autumn/winter collection',
        inCategories('collections-autumn-winter'),
        '/collections/autumn-winter',
        8,
      ),
      products('Women’s boots', inCategories('women-shoes-boots'), '/women/shoes/boots', 4),
      products('Men’s boots', inCategories('men-shoes-boots'), '/men/shoes/boots', 4),
      links(
        'Keep shopping',
        tile('Women', '/women', 'Boots, ankle boots and warm sneakers.'),
        tile('Men', '/men', 'Ankle boots, lace-up boots and winter sneakers.'),
        tile('Sale', '/sale', 'Reduced models from past seasons.'),
      ),
    ],
  }
}

export const campaignPages: PageBuilders = {
  '/campaigns': campaignsPage,
  '/campaigns/autumn-winter': autumnWinterPage,
}
