import type { DecimalFigure } from '@foyer/core'
import { useMemo } from 'react'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Core's figures (decimal strings: a quantity cut to 3 decimals, a dollar value) in the visitor's
 * locale; a figure core could not show truthfully reads "Unknown" in the visitor's words.
 *
 * @example
 * const figures = useFigures()
 * figures.amount('1250.500') // '1,250.500' in English, '1.250,500' in Spanish
 * figures.usd('1250.5') // '$1,250.50'
 */
export function useFigures(): { amount(figure: DecimalFigure): string; usd(figure: DecimalFigure): string } {
  const { t, format } = useI18n()
  return useMemo(
    () => ({
      amount: (figure) => (figure === 'unknown' ? t('Unknown') : format.amount(figure)),
      usd: (figure) => (figure === 'unknown' ? t('Unknown') : format.usd(figure)),
    }),
    [t, format],
  )
}
