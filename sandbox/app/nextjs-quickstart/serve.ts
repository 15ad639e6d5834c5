// `npm run start:nextjs`, beside a running `npm start`: builds the Next.js quick-start and serves
// it on 127.0.0.1 (AIRLOCK_NEXTJS_PORT, default 4340) against that sandbox's demo host
// (AIRLOCK_SANDBOX_DEMO_URL, default the launcher's http://127.0.0.1:4316).
import { buildNextQuickstart, startNextQuickstart } from './startNextQuickstart'

async function main() {
  const demoUrl = process.env.AIRLOCK_SANDBOX_DEMO_URL ?? 'http://127.0.0.1:4316'
  // The server-side kit uses the same endpoints as the page: the demo host's quick-start config.
  const config = await fetch(`${demoUrl}/quickstart/config.js`).then((r) => r.text(), () => '')
  const endpoints = /endpoints: (\{.*\})/.exec(config)?.[1]
  if (!endpoints) throw new Error(`No sandbox at ${demoUrl}: run \`npm start\` first (or set AIRLOCK_SANDBOX_DEMO_URL)`)
  process.stderr.write('Building the Next.js quick-start (next build)...\n')
  await buildNextQuickstart()
  const next = await startNextQuickstart({ demoUrl, endpoints: JSON.parse(endpoints) }, Number(process.env.AIRLOCK_NEXTJS_PORT ?? 4340))
  process.stdout.write(`nextjs: ${next.url}/?wallets=eip6963:1\nnextjs-wagmi: ${next.url}/wagmi?wallets=eip6963:1\n`)
  const stop = () => void next.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
