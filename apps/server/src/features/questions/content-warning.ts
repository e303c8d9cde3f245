/**
 * An answer's content warning as stored (issue 33): the contract trimmed it; an empty one is none
 * (null). Left out (`undefined`) means "keep what the answer has" to reAnswerQuestion.
 */
export function warningOf(input: string | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  return input === '' ? null : input;
}
