import { z } from 'zod';

/** An uploaded image, as the media library lists it (the studio's and the back office's). */
export const LibraryImageModel = z.object({
  src: z.string(),
  filename: z.string(),
  width: z.int(),
  height: z.int(),
  uploadedAt: z.string(),
  /** The alt texts it has been given in documents, most used first. */
  alts: z.array(z.string()),
});
export type LibraryImage = z.infer<typeof LibraryImageModel>;
