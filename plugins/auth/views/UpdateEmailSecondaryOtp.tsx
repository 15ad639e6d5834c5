import { UpdateEmailOtp } from './UpdateEmailOtp'

/** UpdateEmailSecondaryOtp: the code sent to the new email. */
export default function UpdateEmailSecondaryOtp() {
  return <UpdateEmailOtp step="secondary" />
}
