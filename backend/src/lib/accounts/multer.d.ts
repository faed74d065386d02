// multer (Medusa's own upload parser) ships no types; this is the part the picture upload uses.
declare module "multer" {
  type Handler = (req: unknown, res: unknown, next: (error?: unknown) => void) => void
  type Multer = { single(field: string): Handler }
  function multer(options: { storage: unknown; limits?: { fileSize?: number; files?: number } }): Multer
  namespace multer {
    function memoryStorage(): unknown
  }
  export default multer
}
