/** What the chat says it is: on the toggle and at the top of the panel (see disclosures.ts). */
export const chatDisclosure = {
  toggleLabel: 'Chat with our AI assistant',
  /** Follows the brand name in the panel's title. */
  title: 'AI Assistant',
  description: 'An AI assistant giving general information about reinsurance investments, not investment advice.',
}
