import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in id.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Dompet yang terhubung tidak mendukung sesi pintar (izin ERC-7715)',
  'SessionErrors.fetch': 'Gagal mengambil sesi pintar',
  'SessionErrors.revoke': 'Gagal mencabut sesi pintar',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Alamat atau konektor autentikasi tidak ditemukan',
  'SessionErrors.signatureDeclined': 'Tanda tangan ditolak',
  'SmartSessionCreated.title': 'Sesi dibuat',
  'SmartSessionCreated.body': '{project} kini dapat bertindak atas nama Anda dalam batas izin yang Anda berikan, hingga sesi berakhir atau Anda mencabutnya.',
  'SmartSessionCreated.bodyUnnamed': 'Aplikasi kini dapat bertindak atas nama Anda dalam batas izin yang Anda berikan, hingga sesi berakhir atau Anda mencabutnya.',
  'SmartSessionCreated.list': 'Lihat sesi',
  'SmartSessionList.active': 'Aktif',
  'SmartSessionList.expired': 'Kedaluwarsa',
  'SmartSessionList.revoked': 'Dicabut',
  'SmartSessionList.statusLabel': 'Status sesi',
  'SmartSessionList.revokedOn': 'Dicabut {date}',
  'SmartSessionList.expiredOn': 'Kedaluwarsa {date}',
  'SmartSessionList.expiresOn': 'Berakhir {date}',
  'SmartSessionList.tryAgain': 'Coba lagi',
  'SmartSessionList.noneActive': 'Tidak ada sesi aktif',
  'SmartSessionList.noneExpired': 'Tidak ada sesi kedaluwarsa',
  'SmartSessionList.noneRevoked': 'Tidak ada sesi yang dicabut',
  'SmartSessionList.emptyHint': 'Sesi memungkinkan aplikasi bertindak atas nama Anda dalam batas yang Anda berikan',
  'SmartSessionList.revokedSnack': 'Sesi dicabut',
  'SmartSessionList.revokeLabel': 'Cabut {name}',
  'SmartSessionList.revoke': 'Cabut',
  'views.SmartSessionList': 'Sesi Pintar',
  'views.SmartSessionCreated': 'Sesi dibuat',
  'slots.smart-sessions': 'Sesi pintar',
}

export default messages
