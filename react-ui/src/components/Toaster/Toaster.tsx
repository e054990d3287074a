import type { ThemeMode, ThemeVariables, ToasterActor } from '@foyer/core'
import { type CSSProperties, type KeyboardEvent, useRef } from 'react'
import { useTheme } from '../../hooks/useTheme.js'
import { useToaster } from '../../hooks/useToaster.js'
import { useToasterActor } from '../../hooks/useToasterActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { FoyerStyles } from '../../theme/FoyerStyles.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { ToastItem } from './ToastItem.js'
import { toasterCss } from './toaster.css.js'
import { useToasterHotkey } from './use-hotkey.js'

/**
 * Props of {@link ToasterRegion}.
 *
 * @example
 * const props: ToasterRegionProps = { toaster, mode: 'dark' }
 */
export type ToasterRegionProps = {
  toaster: ToasterActor | undefined
  mode?: ThemeMode
  variables?: ThemeVariables | undefined
}

/**
 * The toasts of a toaster actor, bottom right (SPEC §2, §4): a named `<section>` (role region) that
 * is always in the page, so screen readers hear the toasts it receives; expanded while hovered or after
 * Alt+T (which also moves focus to it); Escape inside it collapses it. Every toast and its place come
 * from `selectToasterView`: this component only draws them and sends the visitor's intents.
 *
 * @example
 * <ToasterRegion toaster={toaster} mode="light" />
 */
export function ToasterRegion({ toaster, mode = 'system', variables }: ToasterRegionProps) {
  const { view, ...intents } = useToaster(toaster)
  const { t, locale, dir } = useI18n()
  const regionRef = useRef<HTMLElement>(null)

  useToasterHotkey(() => {
    intents.toggle()
    // Opening from the keyboard moves focus to the toasts so Tab reaches their close buttons.
    if (!view.expanded) regionRef.current?.focus()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && view.expanded) {
      event.stopPropagation()
      intents.collapse()
    }
  }

  return (
    <section
      ref={regionRef}
      className="foyer-root foyer-toaster"
      data-theme={mode}
      lang={locale}
      dir={dir}
      style={variables as CSSProperties}
      aria-label={t('Notifications (Alt+T)')}
      aria-keyshortcuts="Alt+T"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <FoyerStyles />
      <StyleSheet id="foyer-toaster" css={toasterCss} />
      {view.toasts.length > 0 && (
        <ol
          className="foyer-toasts"
          data-expanded={view.expanded}
          style={{ height: view.height }}
          onPointerEnter={intents.expand}
          onPointerLeave={intents.collapse}
        >
          {view.toasts.map((toast, index) => (
            <ToastItem key={toast.id} toast={toast} layer={view.toasts.length - index} intents={intents} />
          ))}
        </ol>
      )}
    </section>
  )
}

/**
 * Foyer's toasts, bottom right, in the modal's theme (`FoyerModal` renders it, portalled to the body).
 *
 * @example
 * <FoyerProvider foyer={foyer}>
 *   <Toaster />
 * </FoyerProvider>
 */
export function Toaster() {
  const { mode, variables } = useTheme()
  return <ToasterRegion toaster={useToasterActor()} mode={mode} variables={variables} />
}
