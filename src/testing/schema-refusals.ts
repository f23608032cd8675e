/** Form schemas against bad inputs: each refused, and with the message the visitor is to read. */

/** [what is wrong, the form's values with it, the message it is refused with] */
export type RefusalCase = [label: string, value: Record<string, unknown>, message: string]

interface Schema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } }
}

/** The message of the first issue the schema finds, or null where it accepts the value. */
export function firstMessage(schema: Schema, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error?.issues[0]?.message ?? null)
}

/** A text of n characters, for the length limits. */
export const long = (n: number) => 'x'.repeat(n)

/** A test per case, named `<title>: <what is wrong>`. */
export function itRefusesEach(title: string, schema: Schema, cases: RefusalCase[]) {
  it.each(cases)(`${title}: %s`, (_, value, message) => {
    expect(firstMessage(schema, value)).toBe(message)
  })
}
