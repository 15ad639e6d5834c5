import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in fa.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'این شبکه پشتیبانی نمی‌شود',
  'Errors.noAccounts': '{name} هیچ حسابی برنگرداند',
  'Errors.notAvailable': '{name} در دسترس نیست',
  'Errors.notAtomic': 'کیف پول نمی‌تواند این فراخوانی‌ها را یکجا ارسال کند',
  'Errors.capabilitiesUnsupported': 'کیف پول از قابلیت‌هایی که این فراخوانی‌ها لازم دارند پشتیبانی نمی‌کند',
  'Errors.notIncluded': 'تراکنش {hash} به‌موقع در بلاک قرار نگرفت',
}

export default messages
