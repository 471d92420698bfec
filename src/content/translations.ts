// Which of the band's own words have no English version yet. A missing
// translation is not a mistake (the text is simply shown in Swedish): the
// build prints this list so the band knows what is left to translate.
import type { Content } from './content';

/** Every text that could have an English version and has none, as the band would find it. */
export function untranslated(content: Pick<Content<unknown>, 'band' | 'releases' | 'press' | 'news'>): string[] {
  const { band, releases, press, news } = content;
  return [
    ...(band.descriptionEn ? [] : ['band.en.md (the band’s story)']),
    ...band.members.filter((member) => !member.bioEn).map((member) => `band.yaml: ${member.name}’s bioEn`),
    ...releases.flatMap((release) =>
      release.tracks
        .filter((track) => track.language !== 'en' && !track.translation)
        .map((track) => `releases/${release.slug}/${String(track.number).padStart(2, '0')}-${track.id}.en.md (${track.title})`),
    ),
    ...(press.shortBio && !press.shortBio.en ? ['press/short.en.md (the short bio)'] : []),
    ...(press.longBio && !press.longBio.en ? ['press/long.en.md (the long bio)'] : []),
    ...news.filter((post) => !post.english).map((post) => `news/${post.slug}.md: english (${post.title})`),
  ];
}

/** The build's line about them. */
export function untranslatedReport(content: Parameters<typeof untranslated>[0]): string {
  const missing = untranslated(content);
  return missing.length === 0
    ? 'translations: every text has its English version'
    : `translations: ${missing.length} texts have no English version yet (not an error):\n  ${missing.join('\n  ')}`;
}
