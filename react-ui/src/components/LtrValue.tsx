/**
 * What a sentence's `t` is given in place of a value that must read left to right (an amount, an
 * address): {@link SentenceWithLtrValue} cuts the translated sentence there.
 *
 * @example
 * t('Up to {fee}', { fee: LTR_VALUE_SLOT })
 */
export const LTR_VALUE_SLOT = '\u0000'

/**
 * A translated sentence with a value (an amount, an address) shown as its own left-to-right run,
 * isolated from the words around it (`<bdi dir="ltr">`): in a right-to-left language "0.01 ETH" would
 * otherwise read "ETH 0.01", and a minus sign or an address could be reordered with the words beside
 * it. `text` is the sentence translated with {@link LTR_VALUE_SLOT} where the value goes; a sentence
 * without it (a site's own wording that leaves the value out) shows as it is.
 *
 * @example
 * <SentenceWithLtrValue text={t('Up to {fee}', { fee: LTR_VALUE_SLOT })} value="0.0001 ETH" />
 */
export function SentenceWithLtrValue({ text, value }: { text: string; value: string }) {
  // The sentence's parts, each after the first preceded by the value.
  return text.split(LTR_VALUE_SLOT).map((part, index) =>
    index === 0
      ? part
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
          <bdi key={index} dir="ltr">
            {value}
          </bdi>,
          part,
        ],
  )
}
