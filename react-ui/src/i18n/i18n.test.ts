import { describe, expect, it } from 'vitest'
import type { Dictionary, MessageKey } from './dictionary.js'
import { directionOf } from './direction.js'
import { englishTexts } from './en.js'
import { createFormat } from './format.js'
import { loadFoyerLocale } from './load-locale.js'
import { foyerLocales, matchLocale } from './locales.js'
import { createTranslate, placeholdersOf, pluralForms } from './translate.js'

const keys: MessageKey[] = [...englishTexts].sort()

describe('every locale', () => {
  it.each(foyerLocales.filter((locale) => locale !== 'en'))(
    '%s has every key, no other, the same placeholders and every plural form its language uses',
    async (locale) => {
      const dictionary = (await loadFoyerLocale(locale)) as Dictionary
      expect(Object.keys(dictionary).sort()).toEqual(keys)
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const key of keys) {
        const text = dictionary[key]
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholdersOf(text), `${locale} ${key}`).toEqual(placeholdersOf(key))
        if (pluralForms(key)) {
          const forms = pluralForms(text)
          expect(forms, `${locale} ${key} is a plural text`).toBeDefined()
          for (const category of categories)
            expect(forms?.[category], `${locale} ${key} ${category}`).toBeDefined()
        }
      }
    },
  )

  it('English lists each text once, and every plural text has its other form', () => {
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) {
      const forms = pluralForms(key)
      if (forms) expect(forms.other, key).toBeDefined()
    }
  })
})

describe('translate', () => {
  const plural = 'one: {count} wallet|other: {count} wallets'
  it('fills named placeholders and leaves a missing one as written', () => {
    const t = createTranslate('en', undefined, { Close: 'Shut {what}' })
    expect(t('Close', { what: 'it' })).toBe('Shut it')
    expect(t('Close')).toBe('Shut {what}')
    expect(t('Back')).toBe('Back')
  })

  it('chooses a plural form by the language’s rules', () => {
    const english = createTranslate('en', undefined, { Close: plural })
    expect(english('Close', { count: 1 })).toBe('1 wallet')
    expect(english('Close', { count: 2 })).toBe('2 wallets')
    // English has no dictionary: its plural texts are their own keys.
    expect(createTranslate('en')(plural, { count: 1 })).toBe('1 wallet')
    const arabic = createTranslate('ar', undefined, {
      Close:
        'zero: لا محافظ|one: محفظة واحدة|two: محفظتان|few: {count} محافظ|many: {count} محفظة|other: {count} محفظة',
    })
    expect(arabic('Close', { count: 0 })).toBe('لا محافظ')
    expect(arabic('Close', { count: 2 })).toBe('محفظتان')
    expect(arabic('Close', { count: 3 })).toBe('3 محافظ')
    expect(arabic('Close', { count: 11 })).toBe('11 محفظة')
  })
})

describe('plural forms in the locales', () => {
  const wallets = 'one: {count} wallet|other: {count} wallets'
  // Russian, Ukrainian and Polish say 1, 2–4 and 5+ differently, and 21 and 22 like 1 and 2 (but Polish
  // 21 like 5); French says 0 like 1. Each count is written in the locale's digits.
  it.each([
    ['ru', [1, 3, 5, 21, 1.5], ['1 кошелек', '3 кошелька', '5 кошельков', '21 кошелек', '1,5 кошелька']],
    ['uk', [1, 3, 11, 22], ['1 гаманець', '3 гаманці', '11 гаманців', '22 гаманці']],
    ['pl', [1, 2, 5, 21, 22], ['1 portfel', '2 portfele', '5 portfeli', '21 portfeli', '22 portfele']],
    ['fr', [0, 1, 2], ['0 portefeuille', '1 portefeuille', '2 portefeuilles']],
    ['de', [1, 2], ['1 Wallet', '2 Wallets']],
  ] as const)('%s chooses its form by the count', async (locale, counts, texts) => {
    const t = createTranslate(locale, (await loadFoyerLocale(locale)) as Dictionary)
    expect(counts.map((count) => t(wallets, { count }))).toEqual(texts)
  })
})

describe('locale choice', () => {
  it('takes the first requested language Foyer has, by region then language, else English', () => {
    expect(matchLocale(['xx-YY', 'ja-JP'])).toBe(
      (foyerLocales as readonly string[]).includes('ja') ? 'ja' : 'en',
    )
    expect(matchLocale(['AR'])).toBe((foyerLocales as readonly string[]).includes('ar') ? 'ar' : 'en')
    expect(matchLocale(['xx'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  // Each tag a browser may send for a language Foyer has, and the locale it reads (a region Foyer has
  // no texts for reads its language's locale; Portuguese has only Brazil's).
  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['fa', 'fa'],
    ['fa-IR', 'fa'],
    ['fa-AF', 'fa'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['th', 'th'],
    ['th-TH', 'th'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['id', 'id'],
    ['id-ID', 'id'],
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['fr-CH', 'fr'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['it', 'it'],
    ['it-CH', 'it'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['ru-KZ', 'ru'],
    ['uk', 'uk'],
    ['uk-UA', 'uk'],
    ['pl', 'pl'],
    ['pl-PL', 'pl'],
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
  ])('reads %s as %s', (requested, locale) => {
    expect(matchLocale([requested])).toBe(locale)
    expect(matchLocale(['xx-YY', requested, 'ja'])).toBe(locale)
  })

  it('writes Arabic, Hebrew and Persian right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('he')).toBe('rtl')
    expect(directionOf('fa')).toBe('rtl')
    expect(directionOf('fa-IR')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})

describe('formats', () => {
  it('keeps every one of 18 decimals of an amount (read from its string, never a Number)', () => {
    expect(createFormat('en').amount('123456789.123456789012345678')).toBe('123,456,789.123456789012345678')
    expect(createFormat('en').amount('1.23456', { maximumFractionDigits: 3 })).toBe('1.234')
    expect(createFormat('de').amount('1234.5')).toBe('1.234,5')
  })

  it('says dollars and dates in the locale', () => {
    expect(createFormat('en').usd('1250.5')).toBe('$1,250.50')
    expect(createFormat('ja').usd(3)).toBe('$3.00')
    const day = Date.UTC(2026, 0, 5, 12)
    expect(createFormat('ja').day(day)).toBe('1月5日')
    expect(createFormat('en').day(day)).toBe('Jan 5')
  })
})
