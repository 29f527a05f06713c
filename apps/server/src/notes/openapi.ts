import { FUNCTIONS } from './functions';

type Schema = Record<string, unknown>;

const HEX_64: Schema = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const NULLABLE_HEX_64: Schema = { type: ['string', 'null'], pattern: '^[0-9a-f]{64}$' };
const NOTE_ID: Schema = { type: 'string', format: 'uuid', description: 'The note id (from its link).' };
const CIPHERTEXT: Schema = {
  type: 'string',
  maxLength: 65_536,
  description: 'base64url(version ‖ IV ‖ AES-256-GCM ciphertext and tag), encrypted by the client.',
};
const TIME: Schema = { type: 'string', format: 'date-time' };
const NULLABLE_TIME: Schema = { type: ['string', 'null'], format: 'date-time' };

/** What each argument is; a name the functions do not take fails the document's test. */
const ARGUMENTS: Record<string, Schema> = {
  note_id: NOTE_ID,
  note_content: CIPHERTEXT,
  note_claim_hash: { ...HEX_64, description: 'Hex SHA-256 of the claim (HKDF of the note key).' },
  note_claim: { ...HEX_64, description: 'The claim: HKDF of the note key, in hex.' },
  note_expiry: { type: 'string', enum: ['1h', '1d', '7d'], description: 'How long the note lives unread.' },
  note_status_hash: { ...HEX_64, description: 'Hex SHA-256 of the status claim (status link).' },
  note_status_claim: { ...HEX_64, description: 'The status claim: HKDF of the status key, in hex.' },
  note_passphrase_claim_hash: {
    ...NULLABLE_HEX_64,
    description: 'Hex SHA-256 of the passphrase claim, or null for a note without a passphrase.',
  },
  note_passphrase_claim: { ...HEX_64, description: 'The passphrase claim, in hex.' },
  note_max_reads: { type: 'integer', minimum: 1, maximum: 10, description: 'How many times it may be read.' },
  note_burn_hash: {
    ...NULLABLE_HEX_64,
    description: 'Hex SHA-256 of the burn claim (burn link), or null for no burn link.',
  },
  note_burn_claim: { ...HEX_64, description: 'The burn claim: HKDF of the burn key, in hex.' },
  note_group: { ...NOTE_ID, description: 'The id of the note’s link 1 (the status link’s id).' },
  note_link: { type: 'integer', minimum: 1, maximum: 10, description: 'Which recipient’s link.' },
  note_upload_hash: { ...HEX_64, description: 'Hex SHA-256 of the upload claim (the sender’s).' },
  note_download_hash: {
    ...HEX_64,
    description: 'Hex SHA-256 of the download claim (carried inside the note’s encrypted content).',
  },
  note_file_count: { type: 'integer', minimum: 1, description: 'How many files (at most max_files).' },
  note_bundle: { type: 'string', format: 'uuid', description: 'The files bundle id.' },
  note_upload_claim: { ...HEX_64, description: 'The upload claim, in hex.' },
  note_download_claim: { ...HEX_64, description: 'The download claim, in hex.' },
  note_file: { type: 'integer', minimum: 0, description: 'Which file of the bundle, from 0.' },
  note_chunk: { type: 'integer', minimum: 0, description: 'Which chunk of the file, from 0.' },
  note_data: {
    type: 'string',
    contentEncoding: 'base64',
    description: 'One encrypted chunk: at most 32768 bytes of AES-256-GCM ciphertext and its 16-byte tag.',
  },
};

const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});
const CREATED: Schema = { type: 'string', format: 'uuid', description: 'The new note id.' };
const COUNTED_READ = object({
  content: CIPHERTEXT,
  read: { type: 'integer', minimum: 1, maximum: 10 },
  reads: { type: 'integer', minimum: 1, maximum: 10 },
});

/** One link's state in a status answer. */
const LINK_STATE = object({
  state: { type: 'string', enum: ['unread', 'read', 'expired', 'destroyed'] },
  expires_at: TIME,
  read_at: NULLABLE_TIME,
  destroyed_at: NULLABLE_TIME,
  destroyed_by: { type: ['string', 'null'], enum: ['passphrase', 'sender', null] },
  max_reads: { type: 'integer', minimum: 1, maximum: 10 },
  reads: { type: 'array', items: TIME },
});

/** Each function's summary and the JSON its 200 answer holds. */
const OPERATIONS: Record<string, { summary: string; description?: string; result: Schema }> = {
  create_note: { summary: 'Create a one-time note that lives 7 days (first version).', result: CREATED },
  note_exists: {
    summary: 'Whether an unread, unexpired note has this id. Consumes nothing.',
    result: { type: 'boolean' },
  },
  read_note: {
    summary: 'Read a note without a passphrase: its ciphertext (the last read consumes it), or null.',
    result: nullable(CIPHERTEXT),
  },
  create_note_with_options: {
    summary: 'Create a one-time note with an expiry, a status link and an optional passphrase.',
    result: CREATED,
  },
  note_info: {
    summary: 'What the reveal step needs: passphrase or not, tries and reads left; null when none.',
    result: nullable(
      object({
        passphrase: { type: 'boolean' },
        remaining: { type: 'integer', minimum: 0, maximum: 5 },
        reads_left: { type: 'integer', minimum: 1, maximum: 10 },
      }),
    ),
  },
  read_note_with_passphrase: {
    summary: 'Read a note with a passphrase; a wrong one answers the tries left (0: destroyed).',
    result: nullable({
      oneOf: [COUNTED_READ, object({ remaining: { type: 'integer', minimum: 0, maximum: 4 } })],
    }),
  },
  note_status: {
    summary: "The status link: a note's state, times and reads, never its content; null when none.",
    description: 'For a note with several links (one per recipient), `links` holds each one’s state.',
    result: nullable({
      ...LINK_STATE,
      properties: {
        ...(LINK_STATE.properties as Record<string, Schema>),
        links: {
          type: 'array',
          items: {
            ...LINK_STATE,
            required: [...(LINK_STATE.required as string[]), 'link'],
            properties: {
              ...(LINK_STATE.properties as Record<string, Schema>),
              link: { type: 'integer', minimum: 1, maximum: 10 },
            },
          },
        },
      },
    }),
  },
  create_note_v3: {
    summary: 'Create a note that may be read 1 to 10 times, with an optional burn link.',
    result: CREATED,
  },
  read_note_counted: {
    summary: 'One counted read of a note without a passphrase: which read it was, of how many.',
    description:
      'Concurrent readers take turns on the row: a note allowing N reads gives its content N times.',
    result: nullable(COUNTED_READ),
  },
  burn_note: {
    summary: 'Destroy a live note through its burn link; never returns the content.',
    result: nullable(object({ destroyed_at: TIME })),
  },
  add_note_recipient: {
    summary: 'Add a recipient’s link (2 to 10) to a note, for its sender (the status claim).',
    description:
      'The new link has its own ciphertext and claims and is read on its own; it shares the expiry, reads, status link and burn link of link 1.',
    result: CREATED,
  },
  burn_note_link: {
    summary: 'Destroy one recipient’s link through the status link; never returns the content.',
    result: nullable(object({ destroyed_at: TIME })),
  },
  note_files_limits: {
    summary: 'The limits on attached files: bytes in all (NOTES_MAX_BYTES), files, chunk size.',
    result: object({
      max_bytes: { type: 'integer', minimum: 1 },
      max_files: { type: 'integer', minimum: 1 },
      chunk_bytes: { type: 'integer', minimum: 1 },
    }),
  },
  create_note_files: {
    summary: 'Start a bundle of encrypted files (1 to max_files) for a note; its id.',
    result: { type: 'string', format: 'uuid', description: 'The new bundle id.' },
  },
  put_note_file_chunk: {
    summary: 'Store one encrypted chunk of an open bundle; the bytes the bundle holds now.',
    description: 'Over max_bytes in all: 413 (PT413). Not counted by the read limit.',
    result: { type: 'integer', minimum: 1 },
  },
  attach_note_files: {
    summary: 'Tie an uploaded bundle to a live note, for its sender (the status claim).',
    description: 'The bundle then lives as the note does and goes when no link of it is left to read.',
    result: { type: 'boolean' },
  },
  get_note_file_chunk: {
    summary: 'One encrypted chunk of an attached bundle, for the download claim; null when none.',
    description: 'The download claim is only in the note’s encrypted content: only a reader can fetch.',
    result: nullable({ type: 'string', contentEncoding: 'base64' }),
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The notes API as an OpenAPI 3.1 document, from the functions the server exposes (FUNCTIONS):
 * what `GET /rest/v1/` answers, as PostgREST describes its schema at its root.
 */
export function notesOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [name, { args }] of Object.entries(FUNCTIONS)) {
    const operation = OPERATIONS[name];
    if (!operation) throw new Error(`The notes function ${name} has no description in openapi.ts.`);
    const properties = Object.fromEntries(
      Object.keys(args).map((param) => {
        const schema = ARGUMENTS[param];
        if (!schema) throw new Error(`The argument ${param} of ${name} has no description in openapi.ts.`);
        return [param, schema];
      }),
    );
    paths[`/rpc/${name}`] = {
      post: {
        operationId: name,
        summary: operation.summary,
        ...(operation.description ? { description: operation.description } : {}),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: Object.keys(args),
                properties,
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The function’s result.',
            content: { 'application/json': { schema: operation.result } },
          },
          '400': errorResponse('A bad argument (the function’s own message).'),
          '404': errorResponse('No such function, or not these arguments (PGRST202).'),
          '413': errorResponse('The note or the request body is too large.'),
          '429': errorResponse('Too many calls from this client: see Retry-After.'),
          '503': errorResponse('The notes database is unavailable: see Retry-After.'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Secret notes API',
      version: '4',
      description:
        'The notes functions, called as PostgREST (and supabase-js `rpc()`) calls them: POST a JSON object of named arguments. Notes are encrypted by the client; the server stores ciphertext and claim hashes only.',
    },
    servers: [{ url: '/rest/v1' }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message', 'details', 'hint'],
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            details: { type: ['string', 'null'] },
            hint: { type: ['string', 'null'] },
          },
        },
      },
    },
  };
}
