import type { MedusaContainer } from "@medusajs/framework/types"
import { createTutorialsWorkflow } from "../../workflows/catalogue/workflows/create-tutorials"
import { uploadImages } from "./images"
import { findAll } from "./query"
import { imagePath, type SeedData } from "./seed-data"
import { addEnglish } from "./translations"

/** How-to videos for the home page, with thumbnails served by the backend. */
export async function seedTutorials(container: MedusaContainer, seedDir: string, data: SeedData) {
  const existing = await findAll<{ handle: string }>(container, "tutorial", ["handle"])
  const missing = data.videos.filter((v) => !existing.some((row) => row.handle === v.handle))
  if (!missing.length) return
  const thumbnails = await uploadImages(
    container,
    missing.map((video) => imagePath(seedDir, "videos", `${video.handle}.webp`))
  )
  const { result } = await createTutorialsWorkflow(container).run({
    input: {
      videos: missing.map((video, index) => ({
        handle: video.handle,
        title: video.title.fr,
        description: video.description.fr,
        video_url: video.video_url,
        thumbnail_url: thumbnails[index],
        duration_seconds: video.duration_seconds,
        rank: data.videos.indexOf(video),
      })),
    },
  })
  await addEnglish(
    container,
    result.map((row, index) => ({
      reference: "tutorial",
      reference_id: row.id,
      fields: { title: missing[index].title.en, description: missing[index].description.en },
    }))
  )
}
