// Payload gives a relationship or upload field as the related document when it was read deep enough (depth ≥ 1, or a
// `populate` that covers it), and as the bare id otherwise. These two helpers read such a value either way, so no
// reader casts `building.city as City` or keeps its own unwrap function.

type Id = number | string

/** A relationship or upload field's value as Payload returns it. */
export type Relation<T extends object> = T | Id | null | undefined

/** The related document when Payload populated it, else null (an id only, or nothing). */
export function populated<T extends object>(value: Relation<T>): T | null {
  return typeof value === 'object' && value !== null ? value : null
}

/** The related documents that Payload populated, in order; bare ids are left out. */
export function populatedAll<T extends object>(values: readonly Relation<T>[] | null | undefined): T[] {
  return (values ?? []).flatMap((value) => {
    const doc = populated(value)
    return doc ? [doc] : []
  })
}

/** The related document's id, populated or not; null when the field is empty. */
export function relationId<I extends Id>(value: { id: I } | I): I
export function relationId<I extends Id>(value: { id: I } | I | null | undefined): I | null
export function relationId<I extends Id>(value: { id: I } | I | null | undefined): I | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
