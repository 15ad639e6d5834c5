/** The element the modal lives under, like AppKit's `<w3m-modal>`. */
export const MODAL_TAG = 'airlock-modal'
