/** What a content link hands the modal machine's 'base' modal: `{ kind: CONTENT_LINK_MODAL, link }`. */
// @ts-nocheck

export const CONTENT_LINK_MODAL = 'contentLink'
