/** A Relay global id for a type and row id (the server's node ids are base64 of `Type:id`). */
export function toGlobalId(type: string, id: number | string): string {
  return btoa(`${type}:${id}`);
}
