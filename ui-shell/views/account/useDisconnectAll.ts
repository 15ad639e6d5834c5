import { useState } from 'react'
import { CONNECTION_CONTROLLER, MODAL_CONTROLLER, SNACKBAR } from '../../../kernel'
import { useService } from '../../components'

/** Disconnects every namespace, then closes the modal; a failure shows the kernel's message. */
export function useDisconnectAll(): { disconnecting: boolean; disconnect(): Promise<void> } {
  const connection = useService(CONNECTION_CONTROLLER)
  const modal = useService(MODAL_CONTROLLER)
  const snackbar = useService(SNACKBAR)
  const [disconnecting, setDisconnecting] = useState(false)
  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await connection.disconnect()
      modal.close()
    } catch (error) {
      // The kernel's errors carry the catalogue's text ("Failed to disconnect chain eip155", ...).
      snackbar.showError(error)
    } finally {
      setDisconnecting(false)
    }
  }
  return { disconnecting, disconnect }
}
