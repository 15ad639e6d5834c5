import { Component, Suspense, type ReactNode } from 'react'
import { BUS, type ComponentLoader } from '../../kernel'
import { useService } from '../kit/useService'
import { lazyComponent } from './lazyComponent'

class SlotBoundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export interface SlotComponentProps<P extends object> {
  /** The slot entry's id, for the error report. */
  id: string
  load: ComponentLoader
  props?: P
  fallback?: ReactNode
}

/**
 * Renders a plugin's slot component lazily. A component that fails to load or throws drops out
 * (reported on the bus) and leaves the rest of the modal working.
 */
export function SlotComponent<P extends object>({ id, load, props, fallback = null }: SlotComponentProps<P>) {
  const bus = useService(BUS)
  const Lazy = lazyComponent<P>(load)
  return (
    <SlotBoundary key={id} onError={(error) => bus.emit('error', error, `slot:${id}`)}>
      <Suspense fallback={fallback}>
        <Lazy {...((props ?? {}) as P)} />
      </Suspense>
    </SlotBoundary>
  )
}
