// JSX typings of the kit's custom elements, so AppKit's documented `<appkit-button />` compiles in
// a React host (Next.js page, Vite app). @types/react 19 has no global JSX namespace: the JSX
// runtime reads `React.JSX`, so the augmentation is of module 'react' (18.3 types read it too).
// Types only: `airlock/react` re-exports a name from here, so its declaration files carry the
// augmentation to every host program that imports it. `airlock` (for pages without React) does
// not: its types must compile in a host with no @types/react (scripts/build.test.ts).
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { AppKitElementAttributes, AppKitElementTag } from '../kernel/host'

/** The props of `<tag>` in JSX: a plain element's props plus the element's own attributes. */
export type AppKitJsxElementProps<Tag extends AppKitElementTag> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AppKitElementAttributes[Tag]

/** Every kit tag with its JSX props. */
export type AppKitJsxIntrinsicElements = { [Tag in AppKitElementTag]: AppKitJsxElementProps<Tag> }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitJsxIntrinsicElements {}
  }
}
