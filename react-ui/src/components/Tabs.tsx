import type { KeyboardEvent } from 'react'

/**
 * Props of {@link Tabs}.
 *
 * @example
 * const props: TabsProps<'tokens' | 'activity'> = { label: 'Account', idPrefix: 'foyer-account', tabs, selected: 'tokens', onSelect }
 */
export type TabsProps<id extends string> = {
  /** What the tabs are about, for screen readers. */
  label: string
  /** Prefixes the tabs' and panels' element ids: `${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`. */
  idPrefix: string
  tabs: readonly { id: id; label: string }[]
  selected: id
  onSelect(id: id): void
}

/** The id of the panel a tab of {@link Tabs} controls, for the panel's element. */
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`
/** The id of a tab of {@link Tabs}, for its panel's `aria-labelledby`. */
export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`

/**
 * A tab list (WAI-ARIA tabs pattern, automatic activation): one tab stop, Left and Right arrows move
 * to the previous and next tab (wrapping), Home and End to the first and last; moving selects.
 *
 * @example
 * <Tabs label="Account" idPrefix="foyer-account" tabs={[{ id: 'tokens', label: 'Tokens' }]} selected={tab} onSelect={setTab} />
 * <div role="tabpanel" id={tabPanelId('foyer-account', tab)} aria-labelledby={tabId('foyer-account', tab)}>…</div>
 */
export function Tabs<id extends string>({ label, idPrefix, tabs, selected, onSelect }: TabsProps<id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    const target = next === undefined ? undefined : tabs[next]
    if (!target) return
    event.preventDefault()
    onSelect(target.id)
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next ?? 0]?.focus()
  }
  return (
    <div className="foyer-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          className="foyer-tab"
          aria-selected={tab.id === selected}
          aria-controls={tabPanelId(idPrefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
