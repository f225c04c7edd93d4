import { msg } from '@lingui/core/macro'

/** The menu page's title, translated where the route builds its head. */
export const MENU_TITLE = msg`Menu · Kestrel`
