import type { Catalogue } from 'airlock/plugin'

const messages: Catalogue = {
  'AddressBook.noBookTitle': 'Kein Adressbuch',
  'AddressBook.noBookText': 'Verbinde eine Wallet, um Kontakte zu speichern',
  'AddressBook.empty': 'Noch keine {namespace}-Kontakte',
  'AddressBook.list': 'Kontakte',
  'AddressBook.remove': '{label} entfernen',
  'AddressBook.form': 'Kontakt hinzufügen',
  'AddressBook.name': 'Name',
  'AddressBook.address': 'Adresse',
  'AddressBook.yours': '{address} (deine)',
  'AddressBook.save': 'Kontakt speichern',
  'AddressBook.showBadge': 'Kontakt-Abzeichen am Modal anzeigen',
  'AddressBook.badge': '{count, plural, one {# Kontakt} other {# Kontakte}}',
  'AddressBook.needName': 'Gib dem Kontakt einen Namen',
  'AddressBook.noChecker': 'Kein Chain-Plugin prüft {namespace}-Adressen',
  'AddressBook.notAddress': 'Keine {namespace}-Adresse',
  'AddressBook.duplicate': 'Diese Adresse ist schon gespeichert',
  // The manifest's words: the view title, the account action, the settings row and header button.
  'views.AddressBook': 'Adressbuch',
  'actions.addressBook': 'Kontakte',
  'slots.addressBook': 'Adressbuch',
}
export default messages
