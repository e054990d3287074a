import { useEffect } from 'react'
import { TagIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useNameRegistration } from '../../hooks/useNameRegistration.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../EmailLogin/email.css.js'
import type { ViewProps } from '../view.types.js'
import { namesCss } from './names.css.js'
import { RegisterNamePanel } from './RegisterNamePanel.js'

/**
 * The RegisterAccountName view wired to the name registration actor. Showing it downloads the
 * registration's machine.
 *
 * @example
 * <RegisterAccountNameView view={{ name: 'RegisterAccountName' }} />
 */
export function RegisterAccountNameView(_: ViewProps<'RegisterAccountName'>) {
  const { t } = useI18n()
  const names = useNameRegistration()
  const open = names?.open
  useEffect(() => open?.(), [open])
  if (!names)
    return (
      <Placeholder icon={<TagIcon />} title={t('Names are not set up')}>
        {t('This site does not register names for accounts.')}
      </Placeholder>
    )
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <StyleSheet id="foyer-names" css={namesCss} />
      <RegisterNamePanel
        view={names.view}
        onType={names.type}
        onSubmit={names.submit}
        onChoose={names.choose}
      />
    </>
  )
}
