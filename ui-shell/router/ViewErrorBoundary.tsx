import { Component, type ReactNode } from 'react'
import { EmptyState } from '../components/EmptyState'

interface Props {
  children: ReactNode
  onError?(error: unknown): void
}

/** A view that fails to load or render shows a retry instead of taking the modal down. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <EmptyState
        icon="warning"
        title="Something went wrong"
        description="This screen could not be loaded."
        action={{ label: 'Try again', onClick: () => this.setState({ failed: false }) }}
        data-testid="w3m-view-error"
      />
    )
  }
}
