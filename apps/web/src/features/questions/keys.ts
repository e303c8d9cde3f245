// The question keys live in @qurio/queries, shared with the phone app.
export { type AnswerKind, questionKeys } from '@qurio/queries';
