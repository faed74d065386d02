import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import multer from "multer"
import sharp from "sharp"
import { ApiError } from "@dreamshade/contracts"

export const PICTURE_MAX_BYTES = 2 * 1024 * 1024
const PICTURE_MAX_SIDE = 512
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"])

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: PICTURE_MAX_BYTES, files: 1 } })

/** Reads the multipart field `picture` into memory, refusing more than 2 MB with 413. */
export function receivePicture() {
  const single = upload.single("picture")
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    single(req as any, res as any, (error?: unknown) => {
      if ((error as { code?: string })?.code === "LIMIT_FILE_SIZE") {
        return next(new ApiError("picture_too_large", "The picture must not exceed 2 MB", { field: "picture" }))
      }
      if (error) {
        return next(new ApiError("picture_invalid", "The picture must be a JPEG, PNG or WebP image", { field: "picture" }))
      }
      next()
    })
  }
}

/** A 2 MB file may claim a huge canvas; decoding is refused beyond 25 megapixels (sharp's default is 268). */
export const PICTURE_MAX_INPUT_PIXELS = 25_000_000

/**
 * Checks the image by its content (not its name or declared type), then re-encodes it as WebP,
 * at most 512 px on its longer side, without metadata (no camera location leaks).
 */
export async function normalisePicture(buffer: Buffer | undefined): Promise<Buffer> {
  const invalid = new ApiError("picture_invalid", "The picture must be a JPEG, PNG or WebP image", { field: "picture" })
  if (!buffer?.length) throw invalid
  let format: string | undefined
  try {
    format = (await sharp(buffer, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw invalid
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid
  try {
    return await sharp(buffer, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS })
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw invalid
  }
}
