/** What a content link hands the modal machine's 'base' modal: `{ kind: CONTENT_LINK_MODAL, link }`. */
export const CONTENT_LINK_MODAL = 'contentLink'
