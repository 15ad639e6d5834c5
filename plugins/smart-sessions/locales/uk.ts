import type { Catalogue } from '../../../kernel/plugin'

// The smart-sessions plugin's messages in uk.
const messages: Catalogue = {
  'SessionErrors.unsupported': 'Підключений гаманець не підтримує смарт-сесії (дозволи ERC-7715)',
  'SessionErrors.fetch': 'Помилка під час отримання смарт-сесій',
  'SessionErrors.revoke': 'Помилка під час відкликання смарт-сесії',
  'SessionErrors.addressOrAuthConnectorNotFound': 'Адресу або конектор автентифікації не знайдено',
  'SessionErrors.signatureDeclined': 'Підпис відхилено',
  'SmartSessionCreated.title': 'Сесію створено',
  'SmartSessionCreated.body': '{project} тепер може діяти від вашого імені в межах наданих дозволів, доки сесія не завершиться або ви її не відкличете.',
  'SmartSessionCreated.bodyUnnamed': 'Застосунок тепер може діяти від вашого імені в межах наданих дозволів, доки сесія не завершиться або ви її не відкличете.',
  'SmartSessionCreated.list': 'Переглянути сесії',
  'SmartSessionList.active': 'Активні',
  'SmartSessionList.expired': 'Завершені',
  'SmartSessionList.revoked': 'Відкликані',
  'SmartSessionList.statusLabel': 'Статус сесії',
  'SmartSessionList.revokedOn': 'Відкликано {date}',
  'SmartSessionList.expiredOn': 'Завершилася {date}',
  'SmartSessionList.expiresOn': 'Завершується {date}',
  'SmartSessionList.tryAgain': 'Спробувати ще раз',
  'SmartSessionList.noneActive': 'Немає активних сесій',
  'SmartSessionList.noneExpired': 'Немає завершених сесій',
  'SmartSessionList.noneRevoked': 'Немає відкликаних сесій',
  'SmartSessionList.emptyHint': 'Сесії дозволяють застосунку діяти за вас у межах, які ви надаєте',
  'SmartSessionList.revokedSnack': 'Сесію відкликано',
  'SmartSessionList.revokeLabel': 'Відкликати {name}',
  'SmartSessionList.revoke': 'Відкликати',
  'views.SmartSessionList': 'Смарт-сесії',
  'views.SmartSessionCreated': 'Сесію створено',
  'slots.smart-sessions': 'Смарт-сесії',
}

export default messages
