import { model } from "@medusajs/framework/utils"

/** A short tutorial shown on the home page; the video itself is hosted elsewhere. */
const Tutorial = model
  .define("tutorial", {
    id: model.id({ prefix: "tut" }).primaryKey(),
    handle: model.text().unique(),
    title: model.text().translatable(),
    description: model.text().translatable().default(""),
    video_url: model.text(),
    thumbnail_url: model.text(),
    duration_seconds: model.number().default(0),
    rank: model.number().default(0),
  })
  .indexes([{ on: ["rank"] }])

export default Tutorial
