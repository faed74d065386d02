import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"

/** Stores a re-encoded profile picture with the file module (public); undo deletes it. */
export const storePictureStep = createStep(
  "store-profile-picture",
  async (input: { customer_id: string; content_base64: string }, { container }) => {
    const [file] = await container.resolve(Modules.FILE).createFiles([
      {
        filename: `profile-${input.customer_id}-${Date.now()}.webp`,
        mimeType: "image/webp",
        content: input.content_base64,
        access: "public",
      },
    ])
    return new StepResponse({ id: file.id, url: file.url }, file.id)
  },
  async (fileId, { container }) => {
    if (fileId) await container.resolve(Modules.FILE).deleteFiles([fileId])
  }
)
