// The in-page probe (added with addInitScript, so it runs before the app): on every animation
// frame it looks for the watched selectors, through open shadow roots, and records
// performance.now() at the first frame the element is laid out and visible. Times are on the
// page's clock (0 = navigation start), so the harness's own latency never enters a measure.
// Kept as source text: a compiled function would carry the TS loader's helpers into the page.

export interface ProbeWindow {
  __bench: {
    marks: Record<string, number>
    watch(name: string, selectors: string[]): void
    /** Elements matching any selector, through shadow roots; `visibleOnly` counts laid-out ones. */
    count(selectors: string[], visibleOnly?: boolean): number
  }
}

export function probeScript(initial: { name: string; selectors: string[] }[]): string {
  return `(() => {
  const marks = {}
  const watches = ${JSON.stringify(initial)}
  function roots() {
    const out = [document]
    for (let i = 0; i < out.length; i++) {
      const walker = document.createTreeWalker(out[i], NodeFilter.SHOW_ELEMENT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.shadowRoot) out.push(n.shadowRoot)
    }
    return out
  }
  function isVisible(el) {
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return false
    return el.checkVisibility ? el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) : true
  }
  function findVisible(all, selectors) {
    for (const root of all) for (const sel of selectors) for (const el of root.querySelectorAll(sel)) if (isVisible(el)) return el
    return undefined
  }
  addEventListener('click', () => { marks.click = performance.now() }, true)
  addEventListener('keydown', () => { marks.key = performance.now() }, true)
  function tick() {
    if (watches.length) {
      const now = performance.now()
      const all = roots()
      for (let i = watches.length - 1; i >= 0; i--) {
        if (findVisible(all, watches[i].selectors)) { marks[watches[i].name] = now; watches.splice(i, 1) }
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  window.__bench = {
    marks,
    watch(name, selectors) { delete marks[name]; watches.push({ name, selectors }) },
    count(selectors, visibleOnly) {
      let n = 0
      for (const root of roots()) for (const sel of selectors) for (const el of root.querySelectorAll(sel)) if (!visibleOnly || isVisible(el)) n++
      return n
    },
  }
})()`
}
