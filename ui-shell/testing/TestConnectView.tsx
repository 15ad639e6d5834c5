import { useState } from 'react'
import { ROUTER, SNACKBAR } from '../../kernel'
import { Button, Checkbox, Flex, Link, ListWallet, Separator, Text, useService } from '../components'

/** A test stand-in for Connect: wallet rows, a separator, legal checkbox, links, navigation. */
export default function TestConnectView() {
  const router = useService(ROUTER)
  const snackbar = useService(SNACKBAR)
  const [agreed, setAgreed] = useState(false)
  return (
    <Flex direction="column" gap={8} padding="0 16px 16px" data-testid="test-connect-view">
      <ListWallet name="Test Wallet" tag="installed" data-testid="wallet-selector-test" onClick={() => snackbar.showLoading('Connecting...')} />
      <ListWallet name="Recent Wallet" tag="recent" data-testid="wallet-selector-recent" />
      <ListWallet name="All Wallets" tag="400+" data-testid="all-wallets" onClick={() => router.push('AllWallets')} />
      <Separator text="or" data-testid="w3m-email-login-or-separator" />
      <Button variant="neutral" fullWidth data-testid="test-go-networks" onClick={() => router.push('Networks')}>
        Choose network
      </Button>
      <Checkbox checked={agreed} onChange={setAgreed} data-testid="w3m-legal-checkbox">
        I agree to the <Link href="https://example.test/terms">Terms</Link>
      </Checkbox>
      <Text variant="small-400" color="secondary" align="center">
        Test view for the shell
      </Text>
    </Flex>
  )
}
