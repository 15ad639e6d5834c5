import { definePlugin } from '../../kernel'

/**
 * Stand-in views for the shell's own tests (component and browser): the real Connect and
 * Networks views are other engineers' (ui-shell/views/*). Registered as a plugin, so they
 * replace core views of the same name. They use most of the design system, so axe checks it.
 */
export const testViews = definePlugin({
  id: 'test-views',
  views: {
    Connect: () => import('./TestConnectView'),
    Networks: () => import('./TestNetworksView'),
  },
})
