import { useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import { ROUTER, truncateAddress } from '../../../kernel/plugin'
import { Avatar, Button, Flex, Icon, Input, PillButton, Text, radius, useFormat, useKit, useMessages, useService, vars } from '../../../ui-shell/components'
import { usdValueOf } from '../usdValueOf'
import { estimateFeeReserve, maxSendAmount } from '../maxSendAmount'
import { sendableTokens } from '../sendableTokens'
import { isNativeToken } from '../sendableToken'
import { canPreview, sendFormLabel } from '../sendFormLabel'
import { walletSendMessages } from '../sendMessages'
import { TokenImage } from './TokenImage'
import { useReceiverInput } from './useReceiverInput'
import { useSendContext } from './useSendContext'

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-radius: ${radius.m};
  background: ${vars.surface};
`

// Decimal typing only: a comma becomes a point, anything else is refused.
const sanitizeAmount = (text: string) => text.replace(',', '.')
const isTypedAmount = (text: string) => /^\d*\.?\d*$/.test(text)

/** AppKit's WalletSend: token and amount (with Max and the USD value), receiver, then Preview. */
export default function WalletSend() {
  const { store, draft, namespace, network, account, adapter } = useSendContext()
  const router = useService(ROUTER)
  const kit = useKit()
  const t = useMessages(walletSendMessages)
  const format = useFormat()
  const receiver = useReceiverInput({ store, adapter, network })
  const [maxPending, setMaxPending] = useState(false)
  const tokens = useMemo(() => (account ? sendableTokens(account, network) : []), [account, network])
  const { token } = draft

  // Start from the network's own coin, the common case, when nothing was picked yet.
  useEffect(() => {
    if (!store.getState().token) {
      const native = tokens.find(isNativeToken)
      if (native) store.setToken(native)
    }
  }, [store, tokens])

  const label = sendFormLabel({ token, amount: draft.sendTokenAmount, receiverInput: receiver.input, receiverAddress: draft.receiverAddress, resolving: receiver.resolving }, t)

  const onMax = async () => {
    if (!token || !namespace) return
    setMaxPending(true)
    try {
      const receiverAddress = draft.receiverAddress && adapter?.isAddress(draft.receiverAddress) ? draft.receiverAddress : undefined
      const reserve = isNativeToken(token)
        ? await estimateFeeReserve({ adapter, network, from: account?.address, to: receiverAddress, provider: kit.getProvider(namespace) })
        : 0n
      store.setTokenAmount(maxSendAmount(token, reserve))
    } finally {
      setMaxPending(false)
    }
  }

  const tokenButton = (
    <PillButton
      shape="rounded"
      raised
      onClick={() => router.push('WalletSendSelectToken')}
      data-testid="w3m-send-select-token-button"
      aria-label={token ? t('changeToken', { symbol: token.symbol }) : t('selectToken')}
      image={token ? <TokenImage token={token} size={24} /> : null}
      trailing={<Icon name="chevronRight" size={14} />}
    >
      {token ? token.symbol : t('selectToken')}
    </PillButton>
  )

  return (
    <Flex direction="column" gap={12} padding="0 16px 16px" data-testid="w3m-wallet-send-view">
      <Flex direction="column" gap={6}>
        <Input
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={draft.sendTokenAmount ?? ''}
          onChange={(event) => {
            const text = sanitizeAmount(event.target.value)
            if (isTypedAmount(text)) store.setTokenAmount(text)
          }}
          trailing={tokenButton}
          data-testid="w3m-send-amount-input"
        />
        <Flex justify="space-between" align="center" gap={8}>
          <Text variant="small-400" color="secondary" data-testid="w3m-send-usd-value">
            <bdi>{format.fiat(token && token.price > 0 ? usdValueOf(draft.sendTokenAmount, token.price) : 0)}</bdi>
          </Text>
          {token ? (
            <Flex align="center" gap={4}>
              <Text variant="small-400" color="secondary" data-testid="w3m-send-token-balance">
                <bdi>{`${format.number(Number(token.quantity.numeric), { maximumFractionDigits: 4 })} ${token.symbol}`}</bdi>
              </Text>
              <Button variant="ghost" size="sm" onClick={() => void onMax()} loading={maxPending} data-testid="w3m-send-max-button">
                {t('max')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </Flex>

      <Input
        label={t('to')}
        placeholder={t('receiverPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={receiver.input}
        onChange={(event) => receiver.setInput(event.target.value)}
        error={receiver.error && t(receiver.error)}
        data-testid="w3m-send-receiver-input"
      />
      {draft.receiverAddress && draft.receiverProfileName ? (
        <Profile data-testid="w3m-send-receiver-profile">
          <Avatar address={draft.receiverAddress} src={draft.receiverProfileImageUrl} size={28} alt={draft.receiverProfileName} />
          <Flex direction="column">
            <Text variant="paragraph-500">{draft.receiverProfileName}</Text>
            <Text variant="small-400" color="secondary">
              <bdi>{truncateAddress(draft.receiverAddress)}</bdi>
            </Text>
          </Flex>
        </Profile>
      ) : null}

      <Button
        size="lg"
        fullWidth
        disabled={!canPreview({ token, amount: draft.sendTokenAmount, receiverInput: receiver.input, receiverAddress: draft.receiverAddress, resolving: receiver.resolving })}
        onClick={() => router.push('WalletSendPreview')}
        data-testid="w3m-send-preview-button"
      >
        {label}
      </Button>
    </Flex>
  )
}
