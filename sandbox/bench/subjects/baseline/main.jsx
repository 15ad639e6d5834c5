// The host app with no kit: a button that shows a one-option list. Subtracted from the others.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <h1>Bench host</h1>
      <button type="button" data-testid="connect-button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect">
          <button type="button" data-testid="wallet-selector-baseline">Wallet</button>
        </div>
      ) : null}
    </main>
  )
}

createRoot(document.getElementById('root')).render(<App />)
