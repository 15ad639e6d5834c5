import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in hi.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'यह नेटवर्क समर्थित नहीं है',
  'Errors.noAccounts': '{name} ने कोई खाता नहीं लौटाया',
  'Errors.notAvailable': '{name} उपलब्ध नहीं है',
  'Errors.notAtomic': 'वॉलेट इन कॉल को एक साथ (परमाणु रूप से) नहीं भेज सकता',
  'Errors.capabilitiesUnsupported': 'वॉलेट उन सुविधाओं का समर्थन नहीं करता जिनकी इन कॉल को ज़रूरत है',
  'Errors.notIncluded': 'लेनदेन {hash} समय पर शामिल नहीं हुआ',
}

export default messages
