import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, tabId, tabPanelId } from './Tabs.js'

afterEach(cleanup)

type Id = 'one' | 'two' | 'three'
const tabs = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const

function Harness() {
  const [selected, setSelected] = useState<Id>('one')
  return (
    <>
      <Tabs<Id> label="Things" idPrefix="t" tabs={tabs} selected={selected} onSelect={setSelected} />
      <div role="tabpanel" id={tabPanelId('t', selected)} aria-labelledby={tabId('t', selected)}>
        {selected}
      </div>
    </>
  )
}

describe('Tabs', () => {
  it('follows the tabs pattern: one tab stop, the panel named by its tab', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeDefined()
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('one')
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-controls')).toBe('t-panel-one')
  })

  it('moves and selects with the arrows (wrapping), Home and End, and selects on click', () => {
    render(<Harness />)
    const key = (name: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: name })
    screen.getByRole('tab', { name: 'One' }).focus()
    key('ArrowRight')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Two')
    expect(document.activeElement?.textContent).toBe('Two')
    key('End')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Three')
    key('ArrowRight')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('One')
    key('ArrowLeft')
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('three')
    key('Home')
    expect(document.activeElement?.textContent).toBe('One')
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('two')
  })
})
