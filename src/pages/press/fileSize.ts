/** A size as a download link says it: `1.4 MB`, `0.3 MB`, and a small file `12 KB`. */
export function fileSize(bytes: number): string {
  return bytes >= 100_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
