/**
 * The objects of a kind that has no field of its own in the model, keyed by its kind name: where a kind
 * added through the registry keeps the objects of one scope (a network's, an organization's). Absent when
 * no such kind is declared or read, so the serialised shapes of the built-in kinds stay as they are. Each
 * kind reads and writes its entry through its spec (`src/kinds/kind-slot.ts`), typed there.
 */
export type KindSlots = Partial<Record<string, unknown[]>>;
