/** What a handler needs from an HTTP request, whatever the host. */
export interface ServerRequest {
  method: string;
  /** Request target (path and query), as received. */
  url?: string;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Uint8Array;
  /** The peer address of the socket (before any X-Forwarded-For). */
  clientAddress: string;
}

/** What a handler answers; the host adapter writes it as is. */
export interface ServerResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}
