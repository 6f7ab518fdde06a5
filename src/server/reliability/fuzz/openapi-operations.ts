import { MULTIPART_FORMS } from './multipart-forms.ts';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzOperation = {
  method: string;
  /** The path template with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body schema, if the operation takes a JSON body. */
  body?: JsonSchema;
  multipart: boolean;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A server-sent event stream never ends, so one request would wait forever: not fuzzed. */
function isEventStream(operation: Operation): boolean {
  const types = Object.keys(operation.responses?.['200']?.content ?? {});
  return types.length > 0 && types.every((type) => type === 'text/event-stream');
}

/** Every operation of the document, in a stable order (event streams left out). */
export function listOperations(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || isEventStream(operation)) {
        continue;
      }
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        // regex-safety: reads the app's own OpenAPI paths (test tooling), never request input.
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required === true,
            schema: parameter.schema ?? {},
          })),
        body: content['application/json']?.schema,
        multipart: `${method.toUpperCase()} ${path}` in MULTIPART_FORMS,
      });
    }
  }
  return operations;
}
