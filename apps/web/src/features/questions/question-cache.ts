// The cache patches of questions (a like, an edited answer, a new name or picture, a deletion)
// live in @qurio/queries beside the writes that make them, shared with the phone app.
export { type PersonFields, patchPerson, patchQuestion, removeQuestion, withLike } from '@qurio/queries';
