/** Largest id the database hands out (a signed 32-bit INTEGER column). */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * The id of a detail URL such as /learn/{id}, or null when the segment cannot be one: "12" -> 12;
 * "abc", "0", "-3", "1.5", "012" and anything beyond MAX_ENTITY_ID -> null. Pages redirect on null
 * without asking the api (which would answer 400 to the same input).
 */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ENTITY_ID ? id : null;
}
