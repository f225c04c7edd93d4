import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SizeGroup } from '@common/size-conversion'

export const SIZE_GUIDE_TITLE = msg`Size guide`

/** The group's name on the overview's links and the dialog's tabs. */
export const groupNames: Record<SizeGroup, MessageDescriptor> = {
  women: msg`Women`,
  men: msg`Men`,
  kids: msg`Kids`,
}

/** The group page's heading and document title. */
export const groupTitles: Record<SizeGroup, MessageDescriptor> = {
  women: msg`Women's size guide`,
  men: msg`Men's size guide`,
  kids: msg`Kids' size guide`,
}

/** The table's caption. */
export const chartCaptions: Record<SizeGroup, MessageDescriptor> = {
  women: msg`Women's shoe sizes in eight conventions`,
  men: msg`Men's shoe sizes in eight conventions`,
  kids: msg`Kids' shoe sizes in eight conventions`,
}

/** What the overview says of each group's chart. */
export const groupSummaries: Record<SizeGroup, MessageDescriptor> = {
  women: msg`Heels, flats, sneakers and boots.`,
  men: msg`Formal shoes, sneakers and boots.`,
  kids: msg`From first steps to school shoes.`,
}
