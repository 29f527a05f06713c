import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytesOf = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** node:crypto behind the hash the AWS signer takes: SHA-256, or its HMAC when given a key. */
class Sha256 {
  private hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.start();
  }
  private start() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: SourceData) {
    this.hash.update(bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.start();
  }
}

interface Refusal {
  status: 400 | 403;
  code: string;
  message: string;
}

const refusal = (status: Refusal['status'], code: string, message: string): Refusal => ({
  status,
  code,
  message,
});

/** `20261129T051500Z` as a Date; null when it is not one. */
function amzDate(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute, second));
}

const sameSignature = (given: string | undefined, expected: string | undefined) =>
  given !== undefined &&
  expected !== undefined &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** S3 allows a signed request's clock to be this far from its own (a presigned URL has X-Amz-Expires). */
const MAX_SKEW_MS = 15 * 60 * 1000;

const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

/**
 * Checks a request's SigV4 signature as S3 does: recomputes it with the AWS SDK's own signer from
 * what arrived (method, path, query, the signed headers' values, the date and lifetime it names)
 * and compares. A presigned URL is refused once expired, or when any signed part differs: a body
 * of another size than the signed Content-Length, another content type, a tampered signature.
 */
async function check(
  incoming: IncomingMessage,
  accessKeyId: string,
  signer: SignatureV4,
): Promise<Refusal | null> {
  const url = new URL(incoming.url ?? '/', 'http://store');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const [hostname = '', port] = (incoming.headers.host ?? '').split(':');
  const signedValues = (names: string[]) => {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = incoming.headers[name];
      if (value === undefined) return null;
      values[name] = Array.isArray(value) ? value.join(',') : value;
    }
    return values;
  };
  const target = (headers: Record<string, string>, rest: Record<string, string>) => ({
    method: incoming.method ?? 'GET',
    protocol: 'http:',
    hostname,
    ...(port ? { port: Number(port) } : {}),
    path: url.pathname,
    query: rest,
    headers,
  });

  if ('X-Amz-Algorithm' in query) {
    if (query['X-Amz-Credential']?.split('/')[0] !== accessKeyId)
      return refusal(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    const date = amzDate(query['X-Amz-Date']);
    const expiresIn = Number(query['X-Amz-Expires']);
    if (!date || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 604_800)
      return refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is not valid.');
    if (Date.now() > date.getTime() + expiresIn * 1000)
      return refusal(403, 'AccessDenied', 'Request has expired');
    const signedNames = (query['X-Amz-SignedHeaders'] ?? '').split(';');
    const headers = signedValues(signedNames);
    if (!headers) return refusal(403, 'AccessDenied', 'A signed header is missing from the request.');
    const rest = Object.fromEntries(Object.entries(query).filter(([name]) => !PRESIGN_PARAMS.includes(name)));
    // The presigner puts the payload's hash in a header that the signer hoists into the query,
    // under the name it was given (the canonical query is case-sensitive).
    const payloadName = Object.keys(rest).find((name) => name.toLowerCase() === 'x-amz-content-sha256');
    const payload = payloadName ? { [payloadName]: rest[payloadName] as string } : {};
    if (payloadName) delete rest[payloadName];
    const presigned = await signer.presign(target({ ...headers, ...payload }, rest), {
      signingDate: date,
      expiresIn,
      signableHeaders: new Set(signedNames),
      unhoistableHeaders: new Set(signedNames),
    });
    return sameSignature(query['X-Amz-Signature'], presigned.query?.['X-Amz-Signature'] as string | undefined)
      ? null
      : refusal(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        );
  }

  const authorization = incoming.headers.authorization ?? '';
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parts) return refusal(403, 'AccessDenied', 'Requests must be signed with AWS Signature Version 4.');
  const [, key, signedList = '', signature] = parts;
  if (key !== accessKeyId)
    return refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  const date = amzDate(incoming.headers['x-amz-date'] as string | undefined);
  if (!date || Math.abs(Date.now() - date.getTime()) > MAX_SKEW_MS)
    return refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const signedNames = signedList.split(';');
  const headers = signedValues(signedNames);
  if (!headers) return refusal(403, 'AccessDenied', 'A signed header is missing from the request.');
  const signed = await signer.sign(target(headers, query), {
    signingDate: date,
    signableHeaders: new Set(signedNames),
  });
  const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1];
  return sameSignature(signature, expected)
    ? null
    : refusal(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
}

function answerRefusal(response: ServerResponse, { status, code, message }: Refusal) {
  // The body the client may still be sending is not read: the connection closes after the answer.
  response.writeHead(status, { 'content-type': 'application/xml', connection: 'close' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export interface SignatureCheckingProxy {
  /** The endpoint to give the S3 client: requests reach the store only once their signature holds. */
  endpoint: string;
  /** Requests refused, by S3 error code (tests read it). */
  refused: Map<string, number>;
  close(): Promise<void>;
}

/**
 * s3rver (3.7) checks no SigV4 signature, presigned or not ("unimplemented" in its source; only the
 * old V2 ones): on loopback, in front of it, this checks each request's signature with the
 * credentials the store was given, as AWS S3 and MinIO do, and passes on only those that hold.
 */
export async function startSignatureCheckingProxy({
  storePort,
  accessKeyId,
  secretAccessKey,
  region,
}: {
  storePort: number;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<SignatureCheckingProxy> {
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: { accessKeyId, secretAccessKey },
    sha256: Sha256,
    // As S3's presigner and client sign: the path as sent, the payload hash as the header says.
    uriEscapePath: false,
    applyChecksum: false,
  });
  const refused = new Map<string, number>();
  const server = createServer((incoming, response) => {
    check(incoming, accessKeyId, signer).then(
      (problem) => {
        if (problem) {
          refused.set(problem.code, (refused.get(problem.code) ?? 0) + 1);
          answerRefusal(response, problem);
          incoming.resume();
          return;
        }
        const upstream = request(
          {
            host: '127.0.0.1',
            port: storePort,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.destroy());
        incoming.pipe(upstream);
      },
      () => answerRefusal(response, refusal(400, 'InvalidRequest', 'The signature could not be checked.')),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
