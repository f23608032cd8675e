export interface VnuMessage {
  type: string
  subType?: string
  message: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  extract?: string
}
export function htmlErrors(report: { messages: VnuMessage[] }): VnuMessage[]
