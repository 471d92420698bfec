/**
 * A short text (a post's title, an item's name, a form's label) in Swedish
 * and, where there is one, in English: the page shows the one <html> is
 * marked with (InBothLanguages). A module of its own, so a page that uses it
 * carries nothing else of the lists.
 */
export function Both({ sv, en }: { sv: string; en?: string | undefined }) {
  if (en === undefined) return <span lang="sv">{sv}</span>;
  return (
    <>
      <span data-in-language="sv" lang="sv">
        {sv}
      </span>
      <span data-in-language="en" lang="en">
        {en}
      </span>
    </>
  );
}
