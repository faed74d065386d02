export const tutorialFields = [
  "id",
  "handle",
  "title",
  "description",
  "video_url",
  "thumbnail_url",
  "duration_seconds",
  "rank",
]

export const listTutorialsQueryConfig = {
  defaults: tutorialFields,
  allowed: tutorialFields,
  defaultLimit: 6,
  isList: true,
}
