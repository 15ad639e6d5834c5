import type { Catalogue } from '../../../kernel/plugin'

// The eip155 chain plugin's error words in ja.
const messages: Catalogue = {
  'Errors.chainNotSupported': 'このネットワークには対応していません',
  'Errors.noAccounts': '{name} からアカウントが返されませんでした',
  'Errors.notAvailable': '{name} は利用できません',
  'Errors.notAtomic': 'ウォレットはこれらの呼び出しをまとめて（アトミックに）送信できません',
  'Errors.capabilitiesUnsupported': 'ウォレットはこれらの呼び出しに必要な機能に対応していません',
  'Errors.notIncluded': 'トランザクション {hash} は時間内に取り込まれませんでした',
}

export default messages
