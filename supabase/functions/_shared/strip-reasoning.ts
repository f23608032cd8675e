/**
 * Removes a reasoning model's thinking from its answer: every `<think>...</think>` block,
 * a leading block whose closing tag never came (the answer was cut off while thinking), and
 * text before a lone `</think>` (some providers drop the opening tag). Shared by the chat
 * function, which signs the stripped text, and the browser, which stores that text unchanged
 * (stripping again is a no-op) and strips answers of other OpenAI-compatible servers.
 */
export function stripReasoning(content: string): string {
  let text = content.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '')
  if (/^\s*<think(?:ing)?>/i.test(text)) return '' // unterminated leading block: all of it is thinking
  const close = text.search(/<\/think(?:ing)?>/i)
  if (close !== -1 && !/<think(?:ing)?>/i.test(text.slice(0, close))) {
    text = text.slice(text.indexOf('>', close) + 1)
  }
  return text.trim()
}
