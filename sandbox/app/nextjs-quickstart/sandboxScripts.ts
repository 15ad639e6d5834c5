// The sandbox's page scripts, from the demo host `npm start` (or the browser test) runs: the
// devnet RPC URLs, the kit's endpoints and the test wallets (`?wallets=`). A real app has none.
export function sandboxScripts(): string[] {
  const demo = process.env.AIRLOCK_SANDBOX_DEMO_URL
  if (!demo) return []
  return [`${demo}/sandbox-config.js`, `${demo}/quickstart/config.js`, `${demo}/wallets.js`]
}
