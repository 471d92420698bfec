import { structuredDataJson } from '../lib/structuredData';

/** schema.org data for search engines, in the page it describes. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataJson(data) }} />;
}
