/** Public API of the chat feature. */
export { ChatLauncher } from './components/chat-launcher'
