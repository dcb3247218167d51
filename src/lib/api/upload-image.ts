import { z } from 'zod/mini';
import { errorMessage } from '../domain/errors';
import { api } from './client';

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/** What the asset store answers for a stored image. */
const UploadedModel = z.object({ src: z.string(), width: z.number(), height: z.number() });

/** An upload may take longer than a call of the API usually does. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Sends one image to the media library (the asset store); the answer is its address and size, or the store's reason for refusing it. */
export async function uploadImage(file: File): Promise<{ ok: true; image: UploadedImage } | { ok: false; message: string }> {
  const body = new FormData();
  body.append('file', file);
  const result = await api('/content/assets', { method: 'POST', body, schema: UploadedModel, timeoutMs: UPLOAD_TIMEOUT_MS, authRedirect: false });
  if (result.ok) return { ok: true, image: result.data };
  const { error } = result;
  if (error.status === 0) return { ok: false, message: error.message };
  return { ok: false, message: error.body.errors?.file ?? errorMessage({ body: error.body }, 'The image could not be uploaded.') };
}
