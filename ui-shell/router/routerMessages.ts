import { CORE_PACK, defineMessages } from '../../kernel'

/** What the router shows in place of a view that failed or does not exist. */
export const routerMessages = defineMessages(CORE_PACK, 'router', {
  errorTitle: 'Something went wrong',
  errorText: 'This screen could not be loaded.',
  tryAgain: 'Try again',
  missingTitle: 'Nothing to show here',
  missingText: 'No view named {view} is registered.',
})
