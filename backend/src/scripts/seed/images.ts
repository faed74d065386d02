import fs from "node:fs"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"

/** Uploads seed images through Medusa's File module and returns their public URLs, in order. */
export async function uploadImages(container: MedusaContainer, files: string[]): Promise<string[]> {
  if (!files.length) return []
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: files.map((file) => ({
        filename: path.basename(file),
        mimeType: file.endsWith(".svg") ? "image/svg+xml" : "image/webp",
        content: fs.readFileSync(file).toString("base64"),
        access: "public" as const,
      })),
    },
  })
  return result.map((file) => file.url)
}
