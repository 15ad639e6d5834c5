// The design system, and what a view needs to read kernel state: the entry plugin views import
// (`../../ui-shell/components`). Everything here loads with the modal, never in the host's
// first bundle, so it may use styled-components freely.
export { AlertBar } from './AlertBar'
export { Avatar, type AvatarProps } from './Avatar'
export { avatarGradient } from './avatarGradient'
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button'
export { Checkbox, type CheckboxProps } from './Checkbox'
export { Chip, type ChipProps, type ChipVariant } from './Chip'
export { CopyButton, type CopyButtonProps } from './CopyButton'
export { EmptyState, type EmptyStateProps } from './EmptyState'
export { Flex, type FlexProps } from './Flex'
export { Icon, type IconName, type IconProps } from './icons'
export { IconButton, type IconButtonProps } from './IconButton'
export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback'
export { Input, type InputProps } from './Input'
export { Link, type LinkProps } from './Link'
export { ListItem, type ListItemProps } from './ListItem'
export { ListRow, type ListRowProps } from './ListRow'
export { ListWallet, type ListWalletProps } from './ListWallet'
export { NetworkImage, type NetworkImageProps } from './NetworkImage'
export { PillButton, type PillButtonProps } from './PillButton'
export { QrCode, type QrCodeProps } from './QrCode'
export { SearchBar, type SearchBarProps } from './SearchBar'
export { Separator, type SeparatorProps } from './Separator'
export { Skeleton, type SkeletonProps } from './Skeleton'
export { Snackbar } from './Snackbar'
export { Spinner, type SpinnerProps } from './Spinner'
export { Tabs, type TabEntry, type TabsProps } from './Tabs'
export { Text, type TextColor, type TextProps, type TextVariant } from './Text'
export { Tile, type TileProps } from './Tile'
export { useCatalogueImage } from './useCatalogueImage'
export { VisuallyHidden } from './VisuallyHidden'
export { WalletImage, type WalletImageProps } from './WalletImage'

// Theme tokens for a view's own styled components.
export { fontSize, radius, vars, type ThemeTokens, type TokenName } from '../theme/tokens'

// Reading kernel state from a view.
export { useKit } from '../kit/useKit'
export { useOptionalService, useService } from '../kit/useService'
export { useStoreState } from '../hooks/useStoreState'
export { useRouterState } from '../router/useRouterState'
export { useHeaderTitle } from '../router/headerTitle'

// Slots: what a plugin's slot components receive, and a hook to read a slot.
export type { OverlayProps } from '../slots/OverlayLayer'
export { useSlot } from '../slots/useSlot'
// Messages and Intl formatting in the kit's locale, for plugins' views (issue 30).
export { useMessages, useFormat, useLocale, useErrorText, type Translate } from '../i18n'
export { richMessage } from './richMessage'
