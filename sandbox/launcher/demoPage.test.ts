import { describe, expect, it } from 'vitest'
import { QUICKSTART_LINKS, renderDemoPage } from './demoPage'

describe('sandbox overview page', () => {
  it('links every quick-start page, with a test wallet', () => {
    const html = renderDemoPage({ services: [['demo', 'http://127.0.0.1:4316']] })
    for (const [path] of QUICKSTART_LINKS) expect(html).toContain(`href="${path}"`)
    expect(QUICKSTART_LINKS.map(([path]) => path.split('?')[0])).toEqual(
      expect.arrayContaining(['/quickstart', '/quickstart-html', '/quickstart-html/embedded', '/quickstart-ethers', '/quickstart-solana', '/headless']),
    )
    expect(html).toContain('&#60;appkit-modal&#62;')
  })
})
