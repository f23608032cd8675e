import { stripReasoning } from './strip-reasoning.ts'

it.each([
  ['<think>hmm</think>Hello', 'Hello'],
  ['<think>\nlong\nthought\n</think>\n\nHello there', 'Hello there'],
  ['A<think>x</think>B<THINK>y</THINK>C', 'ABC'],
  ['<think>never closed because the answer was cut', ''],
  ['reasoning without opening tag</think>The answer', 'The answer'],
  ['Plain answer', 'Plain answer'],
  ['<thinking>x</thinking> Hi', 'Hi'],
])('stripReasoning(%j) is %j', (input, expected) => {
  expect(stripReasoning(input)).toBe(expected)
  expect(stripReasoning(stripReasoning(input))).toBe(expected)
})
