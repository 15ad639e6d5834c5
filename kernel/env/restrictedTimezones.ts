/**
 * Restricted time zones of the mainland-China region (spec §9); what they restrict is decided by
 * the rules that read `isRestrictedTimezone`. AppKit's list in IANA spelling: Asia/Shanghai and
 * Asia/Urumqi with their legacy aliases (Chongqing, Chungking, Harbin, Kashgar, PRC), plus Hong
 * Kong and Macau (and their aliases), which AppKit lists too. Asia/Beijing is no IANA zone, but
 * AppKit lists it, so it stays.
 */
export const RESTRICTED_TIMEZONES = /*#__PURE__*/ Object.freeze([
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Beijing',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
] as const)
