import { describe, expect, it } from 'vitest'
import { formatPercent } from '../modules/swap/format-percent.js'
import type { Dictionary, MessageKey } from './dictionary.js'
import { directionOf } from './direction.js'
import { englishTexts } from './en.js'
import { createFormat } from './format.js'
import { loadFoyerLocale } from './load-locale.js'
import { foyerLocales, matchLocale } from './locales.js'
import { createTranslate, placeholdersOf, pluralForms } from './translate.js'
import { writeAmount, writeDecimal } from './write-amount.js'

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

  it('keeps the decimals an amount is written with: a balance cut to 3 decimals shows all 3', () => {
    expect(createFormat('en').amount('10000.000')).toBe('10,000.000')
    expect(createFormat('en').amount('0.500')).toBe('0.500')
    expect(createFormat('en').amount('42')).toBe('42')
    expect(createFormat('es').amount('1234567.500')).toBe('1.234.567,500')
    // Cut past the most decimals asked for, never rounded up.
    expect(createFormat('en').amount('1.99999', { maximumFractionDigits: 3 })).toBe('1.999')
  })

  it('writes a money view’s amount without grouping, as Foyer’s English has none, and Swap’s percent as English always spaced it', () => {
    expect(writeDecimal('en', '10000.5')).toBe('10000.5')
    expect(writeDecimal('es', '10000.5')).toBe('10000,5')
    expect(writeDecimal('en', '0.00030000')).toBe('0.00030000')
    expect(writeDecimal('en', '0.000000000000000001')).toBe('0.000000000000000001')
    expect(writeAmount('es', { amount: '1234567.25', symbol: 'FUSD' })).toBe('1234567,25 FUSD')
    // Held quantities keep the locale's own grouping: Spanish leaves a 4-digit whole part as it is.
    expect(createFormat('es').amount('10000.5')).toBe('10.000,5')
    expect(createFormat('es').amount('1250.5')).toBe('1250,5')
    expect(formatPercent('en', '0.0905')).toBe('9.05 %')
    expect(formatPercent('en', '0.0012')).toBe('0.12 %')
    expect(formatPercent('es', '0.0905')).toBe('9,05\u00A0%')
    expect(formatPercent('ar', '0.0905')).toBe('9.05\u200E%\u200E')
    expect(formatPercent('ja', '0.0905')).toBe('9.05%')
  })

  it('writes Japanese and Arabic figures as Intl does for the tag Foyer passes (written out here)', () => {
    const ja = createFormat('ja')
    expect(ja.amount('1234567.500')).toBe('1,234,567.500')
    expect(ja.usd('1250.5')).toBe('$1,250.50')
    expect(ja.month(Date.UTC(2026, 10))).toBe('2026年11月')
    expect(ja.day(Date.UTC(2026, 10, 24, 10))).toBe('11月24日')
    // Foyer passes 'ar' (an Egyptian visitor's 'ar-EG' reads 'ar'): its digits are Latin, its dollars
    // follow the figure after a right-to-left mark and a no-break space. ('ar-EG' itself would write
    // Arabic-Indic digits, '١٬٢٣٤٬٥٦٧٫٥٠٠'.)
    expect(matchLocale(['ar-EG'])).toBe('ar')
    const ar = createFormat('ar')
    expect(ar.amount('1234567.500')).toBe('1,234,567.500')
    expect(ar.usd('1250.5')).toBe('\u200F1,250.50\u00A0US$')
    expect(ar.month(Date.UTC(2026, 10))).toBe('نوفمبر 2026')
    expect(ar.day(Date.UTC(2026, 10, 24, 10))).toBe('24 نوفمبر')
    expect(createFormat('ar-EG').amount('1234567.500')).toBe('١٬٢٣٤٬٥٦٧٫٥٠٠')
  })

  it('writes days and months in UTC, whatever the time zone of the machine rendering them', () => {
    // 23:30 UTC on the last day of October is November in Tokyo and still October in New York: the
    // heading and the day follow UTC, as core groups the transactions, on a server and in a browser.
    const late = Date.UTC(2026, 9, 31, 23, 30)
    const zone = process.env.TZ
    // Node reads a changed TZ at once: this process renders as a machine in Tokyo would.
    process.env.TZ = 'Asia/Tokyo'
    try {
      expect(new Intl.DateTimeFormat('en', { month: 'long' }).format(late), 'Tokyo’s own month').toBe(
        'November',
      )
      expect(createFormat('en').month(late)).toBe('October 2026')
      expect(createFormat('en').day(late)).toBe('Oct 31')
      expect(createFormat('ja').month(late)).toBe('2026年10月')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('writes English as core’s en-US texts did, so English pages read as before', () => {
    const en = createFormat('en')
    expect(en.month(Date.UTC(2026, 10))).toBe('November 2026')
    expect(en.day(Date.UTC(2026, 10, 24, 23, 30))).toBe('Nov 24')
    expect(en.usd('0.004')).toBe('$0.00')
    expect(en.usd('1000000000000000')).toBe('$1,000,000,000,000,000.00')
    expect(en.amount('1234567.999')).toBe('1,234,567.999')
  })
})
