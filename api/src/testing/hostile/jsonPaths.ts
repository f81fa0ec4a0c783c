import { withOwnKey } from './hostileValues';

/** A path into a JSON value: object keys and array indexes, outermost first. */
export type JsonPath = readonly (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every path below the root: each object field and array element, at any depth. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** Paths to the objects in a value (the root included): where a key can be added. */
export function objectPathsOf(value: unknown): JsonPath[] {
  return [[], ...pathsOf(value)].filter((path) => isObject(valueAt(value, path)));
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A copy of `root` with the node at `path` replaced by `change(node)` (undefined removes it). */
export function updateAt(root: unknown, path: JsonPath, change: (node: unknown) => unknown): unknown {
  if (path.length === 0) return change(root);
  const [key, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const next = updateAt(copy[key as number], rest, change);
    if (next === undefined) copy.splice(key as number, 1);
    else copy[key as number] = next;
    return copy;
  }
  const object = root as Record<string, unknown>;
  const next = updateAt(object[key as string], rest, change);
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(object)) {
    if (name !== key) Object.defineProperty(copy, name, { value: object[name], enumerable: true, writable: true, configurable: true });
  }
  return next === undefined ? copy : withOwnKey(copy, key as string, next);
}
