import { ChatLauncher } from '@/features/chat'
import { ChatHandoff } from '@/features/leads/handoff'
import { HomePage } from '@/features/site/home'

export function Component() {
  return (
    <>
      <HomePage />
      {/* "Talk to a person" in the chat panel: the leads feature's form, a chunk of its own. */}
      <ChatLauncher handoff={ChatHandoff} />
    </>
  )
}
