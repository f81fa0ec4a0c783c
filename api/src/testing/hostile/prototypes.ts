/*
 * Prototype pollution shows up as new (or changed) properties on the shared prototypes. Jest runs the
 * app's modules in a vm context whose Object.prototype is not Node's own, while Node's http layer builds
 * objects in the main realm: both are watched. `process` and its members were made by the main realm, so
 * their prototype chains lead to its intrinsics.
 */

function rootOf(value: object): object {
  let current = value;
  for (let next = Object.getPrototypeOf(current); next !== null; next = Object.getPrototypeOf(current)) current = next as object;
  return current;
}

const watched = (): Record<string, object> => ({
  'Object.prototype': Object.prototype,
  'Array.prototype': Array.prototype,
  'Function.prototype': Function.prototype,
  'Object.prototype (main realm)': rootOf(process),
  'Array.prototype (main realm)': Object.getPrototypeOf(process.argv) as object,
  'Function.prototype (main realm)': Object.getPrototypeOf(process.cwd) as object,
});

export type PrototypeState = Record<string, string[]>;

/** Each watched prototype's own property names, with a note of which hold data rather than functions. */
export function prototypeState(): PrototypeState {
  const state: PrototypeState = {};
  for (const [name, proto] of Object.entries(watched())) {
    state[name] = Reflect.ownKeys(proto)
      .map((key) => {
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        const kind = descriptor && 'value' in descriptor ? typeof descriptor.value : 'accessor';
        return `${String(key)}:${kind}`;
      })
      .sort();
  }
  return state;
}

/** Names a pollution attempt of these tests would leave on a plain object. */
export const POLLUTION_MARKERS = ['hostilePolluted', 'isAdmin', 'polluted'] as const;

/** What a fresh object of each realm inherits under the markers (all undefined when clean). */
export function inheritedMarkers(): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const plain = {} as Record<string, unknown>;
  const mainRealm = Object.create(rootOf(process)) as Record<string, unknown>;
  for (const marker of POLLUTION_MARKERS) {
    if (plain[marker] !== undefined) found[marker] = plain[marker];
    if (mainRealm[marker] !== undefined) found[`main realm ${marker}`] = mainRealm[marker];
  }
  return found;
}
