/** JSON for a `<script type="application/ld+json">`; `<` is escaped so no text can close the element. */
export function structuredDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org data for search engines, in the page it describes. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataJson(data) }} />;
}
