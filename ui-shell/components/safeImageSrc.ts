// The kernel's rule (the `<appkit-*>` elements use it too), where the design system's users find it.
export { safeImageSrc } from '../../kernel'
