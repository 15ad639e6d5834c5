import type { ButtonModel } from '../../kernel'
import { avatarGradient } from '../components/avatarGradient'
import { safeImageSrc } from '../components/safeImageSrc'
import { ShadowButtonHost } from './ShadowButtonHost'

export interface ModelButtonProps {
  model: ButtonModel
  size?: 'md' | 'sm'
}

/** Paints a kernel button model (buttonModels.ts) in the button's own shadow root. */
export function ModelButton({ model, size = 'md' }: ModelButtonProps) {
  const { kind } = model
  // The avatar comes from a name record (remote data): only an image URL may reach src (BYD-24).
  const imageUrl = safeImageSrc(model.imageUrl)
  return (
    <ShadowButtonHost testId={model.wrapperTestId}>
      <button
        type="button"
        className={`${kind} ${size}`}
        dir={model.dir}
        lang={model.lang}
        data-testid={model.testId}
        disabled={model.disabled}
        aria-busy={model.loading || undefined}
        onClick={model.action}
      >
        {kind === 'connect' && model.loading ? <span className="spinner" aria-hidden="true" /> : null}
        {kind === 'account' ? (
          imageUrl ? (
            <img className="avatar" src={imageUrl} alt="" />
          ) : (
            <span className="avatar" aria-hidden="true" style={{ background: avatarGradient(model.address ?? '') }} />
          )
        ) : null}
        {kind === 'network' ? (
          imageUrl ? (
            <img className="network-image" src={imageUrl} alt="" />
          ) : (
            <span className="network-image placeholder" aria-hidden="true" />
          )
        ) : null}
        {/* An address or a name, and an amount, keep their own order inside an RTL button. */}
        <span className="label" dir={kind === 'account' ? 'auto' : undefined}>
          {model.label}
        </span>
        {model.detail ? (
          <span className="balance" dir="ltr" data-testid={model.detailTestId}>
            {model.detail}
          </span>
        ) : null}
      </button>
    </ShadowButtonHost>
  )
}
