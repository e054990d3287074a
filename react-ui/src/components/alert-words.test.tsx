import { type Alert, type AlertId, alerts, checkOrigin, resolveFeatures } from '@foyer/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Dictionary, MessageKey } from '../i18n/dictionary.js'
import { englishTexts } from '../i18n/en.js'
import { I18nProvider } from '../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../i18n/load-locale.js'
import { afterNextPaint, inAct, renderFoyer } from '../test/render-foyer.js'
import { AlertBar } from './AlertBar.js'

// The alert at the top of the modal in the visitor's language: its title and message are core's
// English texts (the catalogue's, or those core raises in their place), which the dictionary
// translates; a message with a value in it keeps the value; words core did not write stay as given.

let es: Dictionary
beforeAll(async () => {
  es = (await loadFoyerLocale('es')) as Dictionary
  await loadFoyerLocale('ar')
})

/** Opens a Foyer's modal in `locale`; with no project id, core raises its basic-mode warning. */
async function openIn(locale: string, projectId?: string) {
  const { foyer } = renderFoyer({ provider: { locale }, options: { projectId, basic: Boolean(projectId) } })
  inAct(() => foyer.open())
  await afterNextPaint()
  await screen.findByRole('dialog')
  return foyer
}

/** The words of the alert shown with this id. */
function wordsOf(id: string) {
  const bar = document.querySelector(`[data-alert-id="${id}"]`)
  if (!bar) throw new Error(`no ${id} alert shown`)
  return {
    title: bar.querySelector('.foyer-alert-title')?.textContent,
    message: bar.querySelector('.foyer-alert-message')?.textContent,
  }
}

/**
 * Raises an alert on an open modal (each id once per page load, as core shows them), after dismissing
 * the one shown, and reads its words.
 */
function raise(foyer: Awaited<ReturnType<typeof openIn>>, alert: Alert) {
  const shown = document.querySelector('[data-alert-id]')
  if (shown) fireEvent.click(within(shown as HTMLElement).getByRole('button'))
  inAct(() => foyer.actor.send({ type: 'FOYER.ALERT', alert }))
  return wordsOf(alert.id)
}

// What core raises in place of the catalogue's words: an allow list it could not read, and the
// site's feature options a loaded remote configuration overrides (their names in the message).
async function replacements(): Promise<Alert[]> {
  const unread = await checkOrigin({
    origin: 'https://a.example',
    projectId: 'p',
    fetchOrigins: async () => [],
  })
  const { alerts: ignored } = resolveFeatures({
    local: { email: false },
    remote: { status: 'loaded', features: { email: true } },
  })
  return [...(unread ? [unread] : []), ...ignored]
}

describe('the alert bar’s words', () => {
  it('lists every alert’s title and message, and what core raises in their place, as a text to translate', async () => {
    const known = (text: string) => (englishTexts as readonly string[]).includes(text)
    for (const entry of Object.values(alerts)) {
      expect(known(entry.title), entry.title).toBe(true)
      expect(known(entry.message), entry.message).toBe(true)
    }
    const raised = await replacements()
    expect(raised.map((alert) => alert.id)).toEqual([
      'PROJECT_ID_NOT_CONFIGURED',
      'LOCAL_CONFIGURATION_IGNORED',
    ])
    expect(known(raised[0]?.title ?? '')).toBe(true)
    expect(known(raised[0]?.message ?? '')).toBe(true)
    // The overridden options' names are a value in the message, not part of its wording.
    expect(raised[1]?.message).toContain('features.email')
  })

  it('stay core’s English in English', async () => {
    const foyer = await openIn('en')
    expect(wordsOf('PROJECT_ID_NOT_CONFIGURED')).toEqual({
      title: 'Project ID Not Configured',
      message: 'No project id is set: remote features are off (basic mode).',
    })
    expect(raise(foyer, { id: 'SERVER_ERROR', message: 'HTTP status code: 503' })).toEqual({
      title: 'Server Error',
      message: 'HTTP status code: 503',
    })
  })

  it('read in Spanish, a message with a value keeping it', async () => {
    const foyer = await openIn('es')
    expect(wordsOf('PROJECT_ID_NOT_CONFIGURED')).toEqual({
      title: 'ID de proyecto no configurado',
      message: 'No hay un ID de proyecto: las funciones remotas están desactivadas (modo básico).',
    })
    expect(raise(foyer, { id: 'SERVER_ERROR', message: 'HTTP status code: 503' })).toEqual({
      title: 'Error del servidor',
      message: 'Código de estado HTTP: 503',
    })
  })

  it('read in Spanish for every alert of the catalogue', () => {
    for (const [id, entry] of Object.entries(alerts)) {
      const { unmount } = render(
        <I18nProvider locale="es">
          <AlertBar alert={{ id: id as AlertId, ...entry }} onDismiss={() => {}} />
        </I18nProvider>,
      )
      const words = wordsOf(id)
      unmount()
      expect(words).toEqual({
        title: es[entry.title as MessageKey],
        message: es[entry.message as MessageKey],
      })
      expect(words.title).not.toBe(entry.title)
      expect(words.message).not.toBe(entry.message)
    }
  })

  it('read in Arabic, the replacements core raises included, the options’ names as given', async () => {
    const foyer = await openIn('ar', 'p')
    const [unread, ignored] = await replacements()
    if (!unread || !ignored) throw new Error('core raised no replacement alert')
    expect(raise(foyer, unread)).toEqual({
      title: 'لا توجد مصادر مسموح بها',
      message:
        'تعذّرت قراءة أي مصدر مسموح به لهذا المشروع: أضف مصدر هذا الموقع إلى المشروع. قد لا يعمل تسجيل الدخول بالبريد الإلكتروني أو عبر حساب اجتماعي هنا.',
    })
    expect(raise(foyer, ignored)).toEqual({
      title: 'تم تجاهل الإعدادات المحلية',
      message:
        'تم تجاهل الإعدادات المحلية لـ features.email لأن الإعدادات البعيدة حُمّلت: أدِر هذه الميزات من لوحة تحكم المشروع.',
    })
  })

  it('keep a message core did not write (a server’s own words) as given, under a translated title', async () => {
    const foyer = await openIn('es', 'p')
    const own = 'Service Unavailable: the origins service is down for maintenance'
    expect(raise(foyer, { id: 'SERVER_ERROR', message: own })).toEqual({
      title: 'Error del servidor',
      message: own,
    })
    // A title core did not write stays too.
    expect(raise(foyer, { id: 'RATE_LIMITED', title: 'Maintenance', message: own })).toEqual({
      title: 'Maintenance',
      message: own,
    })
  })
})
