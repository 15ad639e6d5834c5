import { UpdateEmailOtp } from './UpdateEmailOtp'

/** UpdateEmailPrimaryOtp: the code sent to the current email. */
export default function UpdateEmailPrimaryOtp() {
  return <UpdateEmailOtp step="primary" />
}
