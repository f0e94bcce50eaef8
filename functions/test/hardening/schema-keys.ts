import type { z } from 'zod/mini';

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
}

function definitionOf(schema: z.ZodMiniType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

/**
 * The top-level keys an object schema accepts, looking through optional, default, pipe, union and
 * intersection wrappers (a union accepts the keys of any of its options). Throws for a schema that is
 * not made of objects, so a test never silently checks nothing.
 */
export function acceptedKeys(schema: z.ZodMiniType): Set<string> {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'object':
      return new Set(Object.keys(definition.shape!));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return acceptedKeys(definition.innerType!);
    case 'pipe':
      return acceptedKeys(definition.in!);
    case 'lazy':
      return acceptedKeys(definition.getter!());
    case 'union':
      return new Set(definition.options!.flatMap((option) => [...acceptedKeys(option)]));
    case 'intersection':
      return new Set([...acceptedKeys(definition.left!), ...acceptedKeys(definition.right!)]);
    default:
      throw new Error(`acceptedKeys cannot read a "${definition.type}" schema`);
  }
}
