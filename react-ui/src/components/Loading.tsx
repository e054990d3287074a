import { useI18n } from '../i18n/use-i18n.js'

/**
 * A spinner over the modal's content while something it shows is loading.
 *
 * @example
 * {isLoading && <LoadingOverlay />}
 */
export function LoadingOverlay() {
  const { t } = useI18n()
  return (
    <div className="foyer-loading" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <span className="foyer-visually-hidden">{t('Loading…')}</span>
    </div>
  )
}

/**
 * A spinner in place of a view that is still downloading (optional views load on demand).
 *
 * @example
 * <Suspense fallback={<LoadingView />}>…</Suspense>
 */
export function LoadingView() {
  const { t } = useI18n()
  return (
    <div className="foyer-loading-inline" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <span className="foyer-visually-hidden">{t('Loading…')}</span>
    </div>
  )
}
