/** The text of each element, in order: what a list, a row or a tab strip reads. */
export const textsOf = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent)

/** Each element's text as a screen reader gets it: without what is aria-hidden (a card's visual labels). */
export const spokenTextsOf = (elements: Iterable<Element>) =>
  [...elements].map((element) => {
    const copy = element.cloneNode(true) as Element
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent
  })
