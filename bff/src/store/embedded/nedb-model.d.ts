/** nedb's serialisation of a document into one line of its file (the package types only its Datastore). */
declare module '@seald-io/nedb/lib/model.js' {
  export function serialize(document: unknown): string;
}
