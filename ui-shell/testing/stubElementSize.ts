// jsdom lays nothing out, so every element measures 0×0 and a virtual list would show no line.
// Tests of virtual lists give elements a fixed size for their run; layout is not under test.
export function stubElementSize(sizes: { clientHeight: number; clientWidth: number }): () => void {
  const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)]))
  for (const [key, value] of Object.entries(sizes)) Object.defineProperty(Element.prototype, key, { configurable: true, get: () => value })
  return () => {
    for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(Element.prototype, key, descriptor)
  }
}
