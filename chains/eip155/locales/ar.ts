import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in ar.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'هذه الشبكة غير مدعومة',
  'Errors.noAccounts': 'لم يُرجع {name} أي حساب',
  'Errors.notAvailable': '{name} غير متاح',
  'Errors.notAtomic': 'لا تستطيع المحفظة إرسال هذه الاستدعاءات دفعة واحدة',
  'Errors.capabilitiesUnsupported': 'لا تدعم المحفظة الميزات التي تتطلبها هذه الاستدعاءات',
  'Errors.notIncluded': 'لم تُدرج المعاملة {hash} في الوقت المحدد',
}

export default messages
