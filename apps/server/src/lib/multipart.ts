import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';
import { isStorableText, unstorableText } from './storable-text.ts';

interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form into text fields and the files of the allowed fields. A JSON body is
 * accepted too (fields only), so API clients without files need not build multipart bodies.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[], maxFiles = 5): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Expected a form or a JSON object.');
    const fields = Object.fromEntries(
      Object.entries(body)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, fileFields, maxFiles, fields, files);
  } catch (error) {
    // Our own refusals and the multipart plugin's limits carry a 4xx status; anything else here is
    // a body the parser could not read (cut short, no closing boundary), which is the client's fault.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw badRequest('The form could not be read. Send a complete multipart/form-data body.');
  }
  return { fields, files };
}

async function readParts(request: FastifyRequest, fileFields: readonly string[], maxFiles: number, fields: Record<string, string>, files: UploadedFile[]): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (!fileFields.includes(part.fieldname)) continue;
      if (buffer.length === 0) continue;
      if (files.length >= maxFiles) throw badRequest(`You can upload a maximum of ${maxFiles} files.`);
      files.push({ field: part.fieldname, filename: part.filename, buffer });
    } else {
      const value = String(part.value ?? '');
      if (!isStorableText(part.fieldname) || !isStorableText(value)) throw unstorableText(`form field ${JSON.stringify(part.fieldname.replace(/[^\w.-]/g, '?'))}`);
      fields[part.fieldname] = value;
    }
  }
}

export function fileOf(form: MultipartBody, field: string): UploadedFile | undefined {
  return form.files.find((f) => f.field === field);
}
