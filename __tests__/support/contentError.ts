import { ContentError } from '../../src/content/check';
import { loadContent } from '../../src/content/content';

/** The error the build's content check stops with on the content in `dir`; fails the test if it stops with none. */
export async function contentError(dir: string): Promise<ContentError> {
  const error: unknown = await loadContent(dir).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}
