import type { PGliteInterface } from '@electric-sql/pglite'
import type { AssistantPage } from './assistant-pages.mjs'

export interface AssistantPassage {
  url: string
  title: string
  heading: string
  text: string
}
export const ASSISTANT_INDEX: string
export function pagePassages(db: PGliteInterface, pages: AssistantPage[]): Promise<AssistantPassage[]>
export function writeAssistantIndex(
  dist: string,
  routes: string[],
  readPage: (file: string) => string,
): Promise<AssistantPassage[]>
