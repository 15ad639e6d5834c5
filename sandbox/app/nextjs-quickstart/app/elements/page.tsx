import { headers } from 'next/headers'
import { AccountPanel } from '../../components/AccountPanel'
import { KitContextProvider } from '../../context/kitContext'

// AppKit's Next.js snippet: the custom elements written straight into a server-rendered page. Until
// the kit defines them in the browser, <AppKitProvider>'s placeholder rules draw them at the size
// of the button they become for this visitor's cookie.
export default async function ElementsHome() {
  const cookies = (await headers()).get('cookie')
  return (
    <KitContextProvider cookies={cookies}>
      <h1>Next.js quick start with &lt;appkit-button&gt;</h1>
      <p>Connect, then reload: the button keeps its size from the first frame.</p>
      <AccountPanel
        buttons={
          <>
            <appkit-button />
            <appkit-network-button />
          </>
        }
      />
    </KitContextProvider>
  )
}
