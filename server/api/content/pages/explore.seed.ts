import type { ContentPage } from '@common/content-schemas'
import type { Locale } from '@common/market'
import {
  bold,
  drawing,
  heading,
  image,
  inCategories,
  link,
  list,
  paragraph,
  products,
  richText,
  type PageBuilders,
} from './blocks'

/** The explore index; the page lists its articles itself. */
function explorePage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'hub',
      title: 'Objevujte',
      description: 'Seznamte se s našimi modelovými řadami, materiály a technologiemi, které stojí za botami Kestrel.',
      blocks: [
        richText(
          paragraph(
            'Každá řada Kestrel má svůj příběh: pro koho vznikla, z čeho je a proč vypadá právě tak. Tady je najdete pohromadě.',
          ),
        ),
      ],
    }
  return {
    kind: 'hub',
    title: 'Explore',
    description: 'Get to know our model families, the materials and the technologies behind Kestrel shoes.',
    blocks: [
      richText(
        paragraph(
          'Every Kestrel line has its story: who it was made for, what it is made of and why it looks the way it does. You will find them all here.',
        ),
      ),
    ],
  }
}

function nordicLinePage(locale: Locale): ContentPage {
  if (locale === 'cs-CZ')
    return {
      kind: 'article',
      title: 'Linie Nordic',
      description:
        'Čisté tvary, měkká kůže a podešev z recyklované pryže: linie Nordic je náš návrat ke skandinávským kořenům.',
      date: '2025-08-28',
      image: drawing('sneaker', 'f2efe9', '1f2a44', 'Kresba bílé kožené tenisky s tmavomodrými detaily z boku'),
      blocks: [
        richText(
          paragraph(
            'Linie Nordic vznikla v našem designovém studiu v Kodani jako odpověď na otázku: jak vypadá bota, kterou si vezmete do kanceláře, na kolo i na večeři? Výsledkem je rodina bot pro každý den – od tenisek a mokasín přes kotníkové boty až po sandály – a k nim kožené opasky a kabelky. Všechny mají stejný rukopis: bez log, bez zbytečných švů, s důrazem na materiál.',
          ),
        ),
        heading('Co mají modely Nordic společné'),
        richText(
          list(
            [bold('Celozrnná kůže'), ' vyčiněná bez chromu, která se časem přizpůsobí tvaru nohy'],
            [bold('Podešev'), ' s až 30 % recyklované pryže, lehká a pružná'],
            [bold('Vyjímatelná vložka'), ' z korku a přírodního latexu'],
            [bold('Zimní modely'), ' s podšívkou z vlny a voděodolnou úpravou'],
          ),
        ),
        heading('Barvy severu'),
        richText(
          paragraph(
            'Paleta vychází z dánského pobřeží: křídově bílá, písková, mlhavě šedá, hluboká námořnická modř a černá. Barvy jdou dobře dohromady, takže se k sobě hodí i kabelky a opasky z téže kolekce. Každou sezónu přibude jedna nová barva – tentokrát tlumená lesní zelená.',
          ),
        ),
        image(
          drawing(
            'boot',
            '1f2a44',
            'd8c3a5',
            'Kresba tmavomodré kotníkové boty z linie Nordic s pískovou podešví z boku',
          ),
          'Kotníková bota Nordic v námořnické modři',
        ),
        heading('Navrženo v Kodani, testováno v Praze'),
        richText(
          paragraph(
            'Než nový model Nordic pustíme do prodeje, nosí ho náš tým několik týdnů – v kodaňském dešti i na pražských kočičích hlavách. Teprve když obstojí, upravíme poslední detaily: hloubku vzorku podešve, tuhost paty nebo polohu švu, který by mohl tlačit.',
          ),
        ),
        heading('Jak je nosit'),
        richText(
          paragraph(
            'Tenisky Nordic mají užší střih; pokud máte širší nohu, zvolte o půl čísla větší velikost. Přesné rozměry najdete v ',
            link('průvodci velikostmi', '/guides/size-guide'),
            ' a o kůži se postarejte podle ',
            link('průvodce péčí o obuv', '/stories/shoe-care-guide'),
            '.',
          ),
        ),
        products('Linie Nordic', inCategories('collections-nordic-line'), '/collections/nordic-line', 8),
      ],
    }
  return {
    kind: 'article',
    title: 'The Nordic line',
    description:
      'Clean shapes, soft leather and a recycled rubber sole: the Nordic line is our return to our Scandinavian roots.',
    date: '2025-08-28',
    image: drawing('sneaker', 'f2efe9', '1f2a44', 'Drawing of a white leather sneaker with navy details, side view'),
    blocks: [
      richText(
        paragraph(
          'The Nordic line was born in our design studio in Copenhagen as the answer to one question: what does a shoe look like that you can wear to the office, on your bike and out to dinner? The result is a family of everyday shoes – from sneakers and moccasins to ankle boots and sandals – with leather belts and bags to match. They all share the same signature: no logos, no needless seams, all about the material.',
        ),
      ),
      heading('What Nordic models have in common'),
      richText(
        list(
          [bold('Full-grain leather'), ', chrome-free tanned, that shapes itself to your foot over time'],
          [bold('A sole'), ' with up to 30% recycled rubber, light and flexible'],
          [bold('A removable insole'), ' made of cork and natural latex'],
          [bold('Winter models'), ' with a wool lining and a water-repellent finish'],
        ),
      ),
      heading('Colours of the north'),
      richText(
        paragraph(
          'The palette comes from the Danish coast: chalk white, sand, mist grey, deep navy and black. The colours work together, so bags and belts from the same collection match too. Every season adds one new colour – this time a muted forest green.',
        ),
      ),
      image(
        drawing(
          'boot',
          '1f2a44',
          'd8c3a5',
          'Drawing of a navy Nordic line ankle boot with a sand-coloured sole, side view',
        ),
        'The Nordic ankle boot in navy',
      ),
      heading('Designed in Copenhagen, tested in Prague'),
      richText(
        paragraph(
          'Before a new Nordic model goes on sale, our team wears it for several weeks – in the Copenhagen rain and on the cobblestones of Prague. Only when it passes do we settle the final details: the depth of the tread, the stiffness of the heel or the position of a seam that might rub.',
        ),
      ),
      heading('How to wear them'),
      richText(
        paragraph(
          'Nordic sneakers have a slimmer fit; if you have wide feet, choose half a size larger. You will find the exact measurements in the ',
          link('size guide', '/guides/size-guide'),
          ', and the ',
          link('shoe care guide', '/stories/shoe-care-guide'),
          ' tells you how to look after the leather.',
        ),
      ),
      products('The Nordic line', inCategories('collections-nordic-line'), '/collections/nordic-line', 8),
    ],
  }
}

export const explorePages: PageBuilders = {
  '/explore': explorePage,
  '/explore/nordic-line': nordicLinePage,
}
