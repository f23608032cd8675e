/** The text of each element, in order: what a list, a row or a tab strip reads. */
export const textsOf = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent)
