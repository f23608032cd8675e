export interface AssistantPage {
  url: string
  title: string
  html: string
}
export function routeFile(route: string): string
export function mainOf(html: string): string | null
export function ownTitles(titles: string[]): string[]
export function assistantPages(routes: string[], readPage: (file: string) => string): AssistantPage[]
