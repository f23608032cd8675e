import { ChatLauncher } from '@/features/chat'
import { HomePage } from '@/features/site/home'

export function Component() {
  return (
    <>
      <HomePage />
      <ChatLauncher />
    </>
  )
}
