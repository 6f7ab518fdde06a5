import sharp from 'sharp';
import type { App } from '../app.ts';
import { createRng, plausible, type Rng } from '../reliability/fuzz/fuzz-values.ts';
import { MULTIPART_FORMS } from '../reliability/fuzz/multipart-forms.ts';
import {
  type FuzzOperation,
  type JsonSchema,
  listOperations,
  type OpenApiDocument,
} from '../reliability/fuzz/openapi-operations.ts';
import { multipartBody } from '../test/multipart.ts';
import { createTestUser } from '../test/users.ts';

/** Inputs that make backtracking patterns and naive parsers slow (security round 3, item 2). */
const PATHOLOGICAL = [
  (n: number) => `1${' '.repeat(n - 2)}x`,
  (n: number) => `${'0'.repeat(n - 1)}x`,
  (n: number) => `${'-'.repeat(n - 2)}x-`,
  (n: number) => `${'/'.repeat(n - 2)}x/`,
  (n: number) => 'e '.repeat(Math.floor(n / 2)),
  (n: number) => `energy:${' '.repeat(n - 9)}x`,
  (n: number) => `${'a:'.repeat(Math.floor((n - 1) / 2))}!`,
  (n: number) => `${'\t'.repeat(n - 1)}.`,
];
const BODY_LENGTH = 20_000;
/** URLs stay under Node's header limit. */
const URL_LENGTH = 2_000;
/** A multipart text field is cut at 1 KiB by the upload limits (registerPhotoUploads). */
const FORM_FIELD_LENGTH = 1_024;
/** Deep enough for every body the API takes; a recursive schema stops here. */
const MAX_DEPTH = 6;

/** A multipart form: text fields, and the photo in each named file field. */
type SweepForm = { fields: Record<string, string>; photoFields: string[] };
export type SweepRequest = {
  method: string;
  url: string;
  field: string;
  payload?: unknown;
  form?: SweepForm;
};
export type SweepAnswer = Omit<SweepRequest, 'form'> & {
  status: number;
  ms: number;
  healthMs: number;
};

/** One step into a JSON body: the key, and the schema of the object or array that holds it. */
type Step = { key: string | number; container: JsonSchema };
type BodyField = { steps: Step[]; schema: JsonSchema };

const isString = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  schema.enum === undefined &&
  schema.format === undefined;

/** The spaces attack (the deck import's) and one other, rotating across fields. */
function valuesFor(schema: JsonSchema, index: number, cap: number): string[] {
  const length = Math.max(3, Math.min(schema.maxLength ?? cap, cap));
  const makers = [PATHOLOGICAL[0], PATHOLOGICAL[1 + (index % (PATHOLOGICAL.length - 1))]];
  return makers.map((make) => (make as (n: number) => string)(length).slice(0, length));
}

/**
 * Every free-text string of a JSON body schema, inside nested objects, arrays (their first item)
 * and each variant of a union, once per position.
 */
function bodyFields(schema: JsonSchema, steps: Step[] = [], depth = 0): BodyField[] {
  if (isString(schema)) {
    return steps.length > 0 ? [{ steps, schema }] : [];
  }
  if (depth > MAX_DEPTH) {
    return [];
  }
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  const found = [
    ...variants.flatMap((variant) => bodyFields(variant, steps, depth + 1)),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      bodyFields(property, [...steps, { key, container: schema }], depth + 1),
    ),
    ...(schema.items
      ? bodyFields(schema.items, [...steps, { key: 0, container: schema }], depth + 1)
      : []),
  ];
  const seen = new Set<string>();
  return found.filter((field) => {
    const key = field.steps.map((step) => step.key).join('.');
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** A plausible container for `schema`, an array always with a first item to hold the value. */
function containerFor(schema: JsonSchema, rng: Rng): Record<string | number, unknown> {
  if (schema.items) {
    return [plausible(schema.items, rng)] as unknown as Record<number, unknown>;
  }
  return { ...(plausible(schema, rng) as Record<string, unknown>) };
}

/** A plausible body with `value` at the field's place (each container built from its schema). */
function bodyWith(field: BodyField, value: string, rng: Rng): unknown {
  const [first, ...rest] = field.steps as [Step, ...Step[]];
  const root = containerFor(first.container, rng);
  let node = root;
  let key = first.key;
  for (const step of rest) {
    const child = containerFor(step.container, rng);
    node[key] = child;
    node = child;
    key = step.key;
  }
  node[key] = value;
  return root;
}

const fieldName = (field: BodyField) =>
  field.steps.map((step) => (typeof step.key === 'number' ? '[]' : step.key)).join('.');

/**
 * One request per string field of the operation: path, query, JSON body (nested too) and the
 * text fields of a multipart form.
 */
function sweepRequests(operation: FuzzOperation, seed: number): SweepRequest[] {
  const rng = createRng(seed);
  const plainPath = (override?: [string, string]) =>
    operation.pathParams.reduce(
      (path, name) =>
        path.replace(`{${name}}`, encodeURIComponent(override?.[0] === name ? override[1] : '1')),
      operation.path,
    );
  const plainQuery = () =>
    Object.fromEntries(
      operation.query
        .filter((param) => param.required)
        .map((param) => [param.name, String(plausible(param.schema, rng))]),
    );
  const body = operation.body ? plausible(operation.body, rng) : undefined;
  const withQuery = (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const form = MULTIPART_FORMS[`${operation.method} ${operation.path}`];
  const plainRequest = (field: string) => ({
    method: operation.method,
    url: withQuery(plainPath(), plainQuery()),
    field,
    payload: body,
    ...(form ? { form: { fields: form.validFields, photoFields: form.photoFields } } : {}),
  });
  const requests: SweepRequest[] = [];
  let index = seed;
  for (const name of operation.pathParams) {
    for (const value of valuesFor({}, index++, 200)) {
      requests.push({
        ...plainRequest(`path ${name}`),
        url: withQuery(plainPath([name, value]), plainQuery()),
      });
    }
  }
  for (const param of operation.query.filter((candidate) => isString(candidate.schema))) {
    for (const value of valuesFor(param.schema, index++, URL_LENGTH)) {
      requests.push({
        ...plainRequest(`query ${param.name}`),
        url: withQuery(plainPath(), { ...plainQuery(), [param.name]: value }),
      });
    }
  }
  for (const field of operation.body ? bodyFields(operation.body) : []) {
    for (const value of valuesFor(field.schema, index++, BODY_LENGTH)) {
      requests.push({
        ...plainRequest(`body ${fieldName(field)}`),
        payload: bodyWith(field, value, rng),
      });
    }
  }
  for (const name of form?.textFields ?? []) {
    for (const value of valuesFor({}, index++, FORM_FIELD_LENGTH)) {
      const fields = { ...form?.validFields, [name]: value };
      requests.push({
        ...plainRequest(`form ${name}`),
        form: { fields, photoFields: form?.photoFields ?? [] },
      });
    }
  }
  return requests;
}

/** A small real photo, so a form's text fields are read past the photo checks. */
const samplePhoto = () =>
  sharp({ create: { width: 320, height: 448, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();

function encode(request: SweepRequest, photo: Buffer) {
  if (request.form) {
    const files = request.form.photoFields.map((field) => ({
      field,
      filename: `${field}.jpg`,
      contentType: 'image/jpeg',
      data: photo,
    }));
    const { payload, contentType } = multipartBody(request.form.fields, files);
    return { payload, contentType };
  }
  const hasBody = request.payload !== undefined && request.method !== 'GET';
  return {
    payload: hasBody ? JSON.stringify(request.payload) : undefined,
    contentType: 'application/json',
  };
}

/** The request as the sweep reports it (without the form's photo). */
const reported = ({ form, ...request }: SweepRequest) =>
  form ? { ...request, payload: form.fields } : request;

/**
 * Sends every sweep request as a fresh verified admin member (some routes sign out or delete the
 * account), each beside a health check, and times both.
 */
export async function runSweep(app: App): Promise<SweepAnswer[]> {
  const doc = (await app.inject({ url: '/api/docs' })).json() as OpenApiDocument;
  const photo = await samplePhoto();
  const answers: SweepAnswer[] = [];
  for (const [seed, operation] of listOperations(doc).entries()) {
    const requests = sweepRequests(operation, seed);
    if (requests.length === 0) {
      continue;
    }
    const { headers } = await createTestUser(app, { role: 'admin', tier: 3 });
    for (const request of requests) {
      const { payload, contentType } = encode(request, photo);
      const started = performance.now();
      const health = (async () => {
        // Sent once the route's request is under way, so it queues behind any blocking work.
        await new Promise((resolve) => setImmediate(resolve));
        const healthStarted = performance.now();
        await app.inject({ url: '/api/health' });
        return performance.now() - healthStarted;
      })();
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...headers, 'content-type': contentType },
        ...(payload === undefined ? {} : { payload }),
      });
      const ms = performance.now() - started;
      answers.push({
        ...reported(request),
        status: response.statusCode,
        ms,
        healthMs: await health,
      });
    }
  }
  return answers;
}
