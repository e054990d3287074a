import { TagIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useNameRegistration } from '../../hooks/useNameRegistration.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../EmailLogin/email.css.js'
import type { ViewProps } from '../view.types.js'
import { namesCss } from './names.css.js'
import { RegisterNamePanel } from './RegisterNamePanel.js'

/**
 * The RegisterAccountName view wired to the name registration actor.
 *
 * @example
 * <RegisterAccountNameView view={{ name: 'RegisterAccountName' }} />
 */
export function RegisterAccountNameView(_: ViewProps<'RegisterAccountName'>) {
  const names = useNameRegistration()
  if (!names)
    return (
      <Placeholder icon={<TagIcon />} title="Names are not set up">
        This site does not register names for accounts.
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
