import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in ru.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Подключённый кошелёк не поддерживает смарт-сессии (разрешения ERC-7715)',
  'SessionErrors.fetch': 'Ошибка при получении смарт-сессий',
  'SessionErrors.revoke': 'Ошибка при отзыве смарт-сессии',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Адрес или коннектор авторизации не найден',
  'SessionErrors.signatureDeclined': 'Подпись отклонена',
  'SmartSessionCreated.title': 'Сессия создана',
  'SmartSessionCreated.body': '{project} теперь может действовать от вашего имени в рамках выданных разрешений, пока сессия не истечёт или вы её не отзовёте.',
  'SmartSessionCreated.bodyUnnamed': 'Приложение теперь может действовать от вашего имени в рамках выданных разрешений, пока сессия не истечёт или вы её не отзовёте.',
  'SmartSessionCreated.list': 'Открыть сессии',
  'SmartSessionList.active': 'Активные',
  'SmartSessionList.expired': 'Истёкшие',
  'SmartSessionList.revoked': 'Отозванные',
  'SmartSessionList.statusLabel': 'Статус сессии',
  'SmartSessionList.revokedOn': 'Отозвана {date}',
  'SmartSessionList.expiredOn': 'Истекла {date}',
  'SmartSessionList.expiresOn': 'Истекает {date}',
  'SmartSessionList.tryAgain': 'Повторить',
  'SmartSessionList.noneActive': 'Нет активных сессий',
  'SmartSessionList.noneExpired': 'Нет истёкших сессий',
  'SmartSessionList.noneRevoked': 'Нет отозванных сессий',
  'SmartSessionList.emptyHint': 'Сессии позволяют приложению действовать за вас в заданных вами пределах',
  'SmartSessionList.revokedSnack': 'Сессия отозвана',
  'SmartSessionList.revokeLabel': 'Отозвать {name}',
  'SmartSessionList.revoke': 'Отозвать',
  'views.SmartSessionList': 'Смарт-сессии',
  'views.SmartSessionCreated': 'Сессия создана',
  'slots.smart-sessions': 'Смарт-сессии',
}

export default messages
