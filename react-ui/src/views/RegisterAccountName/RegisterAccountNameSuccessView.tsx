import { useEffect } from 'react'
import { CheckIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useNameRegistration } from '../../hooks/useNameRegistration.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useI18n } from '../../i18n/use-i18n.js'
import type { ViewProps } from '../view.types.js'

/**
 * The RegisterAccountNameSuccess view: the name the account now goes by, and the way back to the
 * Account view. Leaving it starts the next registration from an empty field.
 *
 * @example
 * <RegisterAccountNameSuccessView view={{ name: 'RegisterAccountNameSuccess', params: { name: 'satoshi.reown.id' } }} />
 */
export function RegisterAccountNameSuccessView({
  view: { params },
}: ViewProps<'RegisterAccountNameSuccess'>) {
  const { t } = useI18n()
  const names = useNameRegistration()
  const { back } = useRouter()
  const reset = names?.reset
  useEffect(() => () => reset?.(), [reset])
  return (
    <Placeholder icon={<CheckIcon />} title={params.name}>
      {t('Your account now goes by this name.')}{' '}
      <button type="button" className="foyer-link-button" onClick={back}>
        {t('Back to account')}
      </button>
    </Placeholder>
  )
}
