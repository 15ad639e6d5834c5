import { css } from 'styled-components'

/** Below this width the card is a bottom sheet (spec §9's 430 px), in CSS and in script alike. */
export const PHONE_SHEET_MEDIA = '(max-width: 430px)'

/** The least a control may measure on a phone, each way (WCAG 2.5.5, Apple's and AppKit's 44 pt). */
export const TOUCH_TARGET_PX = 44

/**
 * BYD-33: in the sheet every control is at least 44×44 CSS px. One rule on the card instead of
 * one per component, so a plugin's view gets it too; it only grows boxes (min sizes), so glyphs
 * keep their drawn size and the desktop card its look. Inline text links become inline blocks so
 * that their height can grow.
 */
export const phoneTouchTargets = css`
  @media ${PHONE_SHEET_MEDIA} {
    & :is(button, a[href], input:not([type='hidden']), select, textarea, [role='button'], [role='tab'], [tabindex]:not([tabindex='-1'])) {
      min-block-size: ${TOUCH_TARGET_PX}px;
      min-inline-size: ${TOUCH_TARGET_PX}px;
    }
    & a[href] {
      display: inline-flex;
      align-items: center;
    }
  }
`
