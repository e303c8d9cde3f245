/** Query keys of single answers and prompts; the like cache patches whatever sits under them. */
export const answerKeys = {
  single: (id: number) => ['question', id] as const,
  prompt: (id: number) => ['prompt', id] as const,
};
