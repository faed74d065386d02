/** Where the share links go when the browser has no share sheet (or no JavaScript runs). */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
}

export function shareLinks(url: string, text: string): ShareLinks {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}
