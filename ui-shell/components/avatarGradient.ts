// The kernel's: the <appkit-*> elements paint the same avatar as the React buttons and views.
export { avatarGradient } from '../../kernel'
