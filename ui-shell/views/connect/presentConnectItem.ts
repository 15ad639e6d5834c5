import type { ConnectListTag, ConnectorListItem, WalletListItem } from '../../connect'

export interface ConnectRowPresentation {
  name: string
  /** A direct URL (connector icon, host image, a host wallet's `image_url`). */
  imageSrc?: string
  /** A catalogue image id, fetched through the kit's catalogue client. */
  imageId?: string
  /** The row's badge; its words and colour are the view's (connectMessages, CONNECT_TAGS). */
  tag?: ConnectListTag
}

/** Name, image and badge of one wallet row; `connectorImages` is the host's per-connector override. */
export function presentConnectItem(
  item: ConnectorListItem | WalletListItem,
  connectorImages: Readonly<Record<string, string>> = {},
): ConnectRowPresentation {
  const tag = item.tags[0]
  if (item.kind === 'wallet') {
    const { wallet } = item
    // A catalogue id goes through the kit's catalogue client, whose cache the idle prefetch
    // filled, so the first open asks for no image; the URL is for host wallets without an id.
    const imageSrc = wallet.image_id ? undefined : (wallet.image_url ?? undefined)
    return { name: wallet.name, imageSrc, imageId: wallet.image_id, tag }
  }
  const { connector } = item
  const imageSrc = connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon
  return { name: connector.name, imageSrc, imageId: imageSrc ? undefined : connector.imageId, tag }
}
