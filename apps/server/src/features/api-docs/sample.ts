type Json = { [key: string]: unknown };

/**
 * An example value of a JSON Schema, for the document's examples: the schema's own example,
 * default, const or first enum value when it has one, else a plain value of its type that keeps
 * its bounds (a string of its minimum length, a number at its minimum).
 */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (depth > 12 || typeof schema !== 'object' || schema === null) return null;
  const s = schema as Json;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) {
      const notNull = options.find((o) => (o as Json).type !== 'null') ?? options[0];
      return sampleOf(notNull, depth + 1);
    }
  }
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((o) => sampleOf(o, depth + 1)));
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, sampleOf(sub, depth + 1)]));
    }
    case 'array': {
      const prefix = Array.isArray(s.prefixItems) ? s.prefixItems.map((o) => sampleOf(o, depth + 1)) : [];
      if (prefix.length > 0) return prefix;
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => sampleOf(s.items, depth + 1));
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
      return Math.max(min, 1) <= (typeof s.maximum === 'number' ? s.maximum : Number.POSITIVE_INFINITY)
        ? Math.max(min, 1)
        : min;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

function sampleString(s: Json): string {
  switch (s.format) {
    case 'date-time':
      return '2026-11-30T12:00:00.000Z';
    case 'email':
      return 'member@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : 20;
  const word = 'example';
  const length = Math.min(max, Math.max(min, word.length));
  return word.repeat(Math.ceil(length / word.length) + 1).slice(0, length);
}
