/**
 * A Testing Library matcher for the smallest element whose whole text (its children's included) is
 * `text`: a sentence whose value is an element of its own (an amount isolated left to right) is found
 * by what it reads, which the default matcher (an element's own text nodes only) would not find.
 *
 * @example
 * screen.getByText(wholeText('Paid 0.01 ETH.'))
 */
export function wholeText(text: string): (content: string, element: Element | null) => boolean {
  return (_, element) =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text)
}
