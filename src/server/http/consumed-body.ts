import type { GatsbyFunctionRequest } from "gatsby";

interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

export interface ConsumedBody {
  headers: Record<string, string | undefined>;
  bytes: Uint8Array;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && "fieldname" in value && "buffer" in value && Buffer.isBuffer(value.buffer);

/**
 * The body when something before us already read the stream: a host's raw copy
 * (`rawBody`, a Buffer or string body), or multer's parse of a multipart upload
 * (`gatsby serve` always runs multer), which is encoded back into multipart bytes
 * so that the handler reads every body the same way. A body the host parsed into
 * an object is serialised again: the handler's schema still checks all of it.
 */
export async function consumedBody(
  req: GatsbyFunctionRequest,
  headers: Record<string, string | undefined>,
): Promise<ConsumedBody> {
  const raw: unknown = "rawBody" in req ? req.rawBody : req.body;
  if (Buffer.isBuffer(raw) || typeof raw === "string") return { headers, bytes: Buffer.from(raw) };
  const files: unknown = "files" in req ? req.files : undefined;
  if (headers["content-type"]?.toLowerCase().startsWith("multipart/form-data")) {
    const form = new FormData();
    for (const [name, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        form.append(name, typeof item === "string" ? item : JSON.stringify(item));
      }
    }
    for (const file of Array.isArray(files) ? files.filter(isUploadedFile) : []) {
      form.append(file.fieldname, new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname);
    }
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type") ?? undefined;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    return { headers: { ...headers, "content-type": contentType, "content-length": String(bytes.byteLength) }, bytes };
  }
  return { headers, bytes: Buffer.from(raw === undefined ? "" : JSON.stringify(raw)) };
}
