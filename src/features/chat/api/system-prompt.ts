/**
 * The one system prompt, shared with the edge function (which sends its own copy of the same text
 * in place of ours): edge functions cannot import from src/, so the source lives beside them.
 */
export { SYSTEM_PROMPT as systemPrompt } from '../../../../supabase/functions/_shared/system-prompt.ts'
