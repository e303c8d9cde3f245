import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * A serializer compiled once per call from the contract's response schema (zod 4 → JSON Schema →
 * fast-json-stringify), instead of parsing every response with zod and then stringifying it.
 *
 * It keeps the guarantee that a field not in the contract never leaves the server: the compiled
 * code writes only the properties the schema declares, at every depth, and ignores the rest of the
 * object. A schema that would let unknown properties through (a loose object) is refused when the
 * server starts, not discovered in a response.
 *
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`; fast-json-stringify would check
 * every such value against both branches with a validator, so the pair is folded into
 * `type: [X.type, 'null']`, which it writes directly.
 */
export function compileResponseSerializer(schema: ZodType, name: string): (value: unknown) => string {
  // A schema is compiled once per process, not once per app: the test suites build an app for
  // nearly every test, and compiling every call's serializer was most of its 125 ms (measured).
  const known = compiled.get(schema);
  if (known) return known;
  const json = normalize(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, name);
  delete json.$schema;
  const serialize = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
  compiled.set(schema, serialize);
  return serialize;
}

const compiled = new WeakMap<ZodType, (value: unknown) => string>();

function normalize(node: JsonSchema, name: string): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isSchema(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([prop, sub]) => [prop, normalize(sub as JsonSchema, name)]),
      );
    } else if (
      (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') &&
      Array.isArray(value)
    ) {
      out[key] = value.map((sub) => normalize(sub as JsonSchema, name));
    } else if (isSchema(value) && (key === 'items' || key === 'additionalProperties')) {
      out[key] = normalize(value, name);
    } else {
      out[key] = value;
    }
  }
  if (out.type === 'object' && (out.additionalProperties === true || isEmptySchema(out.additionalProperties))) {
    // Without declared properties the object is a record (its values are the schema); with them,
    // letting other keys through would publish whatever a row happens to hold.
    if (out.properties) throw new Error(`${name}: a response object lets unknown properties through`);
  }
  return foldNullable(out);
}

function foldNullable(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex((b) => isSchema(b) && b.type === 'null' && Object.keys(b).length === 1);
  if (nullIndex === -1) return node;
  const other = branches[1 - nullIndex] as JsonSchema;
  if (typeof other.type !== 'string' || other.anyOf || other.oneOf) return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptySchema(value: unknown): boolean {
  return isSchema(value) && Object.keys(value).length === 0;
}
