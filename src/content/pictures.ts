// The content's pictures: a picture file as the loaders find it (PictureFile),
// as the build gives it to pages (ResponsiveImage, Artwork), and the check of
// a file that band.yaml or a release folder names.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { exampleAt, exists, lineOf, type Loading, nearest, shownPath, type YamlFile } from './check';
import { example, input, text } from '../util/fields.build';

/** A picture as the build's image pipeline gives it to pages. */
export interface ResponsiveImage {
  /** One JPEG or PNG, for browsers that read neither AVIF nor WebP. */
  readonly src: string;
  /** Intrinsic size of the largest rendition, so the browser reserves the box. */
  readonly width: number;
  readonly height: number;
  /** AVIF, then WebP, each at several widths. */
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
  /** SVG as a data: URL (build-time only, hero art): the browser's scripts would carry it for nothing. */
  readonly inlineSrc?: string;
  /**
   * The JPEG (or PNG) as a link preview shows it (build-time only: the share
   * pages' og:image). None in development, which makes no such file.
   */
  readonly preview?: { readonly src: string; readonly type: string; readonly width: number; readonly height: number };
}

/** A picture plus what it shows, for people who cannot see it. */
export interface Artwork {
  readonly image: ResponsiveImage;
  readonly alt: string;
}

/** A picture file as found in the content, before the build encodes it. */
export interface PictureFile {
  /** Absolute path. */
  readonly path: string;
  /** As shown in messages, e.g. content/releases/kniv/cover.svg. */
  readonly file: string;
  readonly alt: string;
  /** As read by sharp (upright, for a photo with an EXIF rotation); an SVG's own size. */
  readonly width: number;
  readonly height: number;
  /** The shape the build crops the picture to, at its centre, where the page shows it in another: a cover not square. */
  readonly crop: Shape | null;
}

/** A picture's shape, as width:height. */
export interface Shape {
  readonly width: number;
  readonly height: number;
}

export const SQUARE: Shape = { width: 1, height: 1 };

/** Whether a picture of `width` × `height` px has `shape`, to the pixel. */
export const hasShape = (width: number, height: number, shape: Shape) => Math.abs(width - (height * shape.width) / shape.height) < 1;

/** Where a picture is named, for its problems. */
export interface PictureRef {
  readonly file: string;
  readonly line?: number;
  readonly field: string;
  /** "member Tove Lindroth, field `portrait`" */
  readonly subject: string;
  /** The right form, when no file close to the name is found. */
  readonly example?: string;
}

/** Reads a picture's size and format; undefined after reporting why it cannot be used. */
export async function readPicture(
  loading: Loading,
  absolute: string,
  ref: PictureRef,
): Promise<{ width: number; height: number; format: 'jpeg' | 'png' | 'svg' } | undefined> {
  const { file, line, field, subject } = ref;
  const problem = (message: string, example?: string) =>
    loading.problems.push({ file, line, field, message: `${subject}: ${message}`, example });

  if (!(await exists(absolute))) {
    // A typo in a file name is likelier than a lost file: point at the closest one in that folder.
    const folder = path.dirname(absolute);
    const siblings = await readdir(folder).catch(() => []);
    const suggestion = nearest(path.basename(absolute), siblings);
    const closest = suggestion && path.relative(loading.dir, path.join(folder, suggestion)).split(path.sep).join('/');
    problem(
      `there is no file ${shownPath(absolute)}.${closest ? ` Did you mean \`${closest}\`?` : ''}`,
      closest ? `${field.split('.').at(-1)}: ${closest}` : ref.example,
    );
    return undefined;
  }
  loading.files.push(absolute);
  try {
    const info = await sharp(absolute).metadata();
    if (info.format !== 'jpeg' && info.format !== 'png' && info.format !== 'svg') {
      problem(`${shownPath(absolute)} is a ${info.format} file; the site takes JPEG, PNG or SVG.`);
      return undefined;
    }
    // A phone photo may be stored on its side with a note to turn it: its upright size is what shows.
    const { width, height } = info.autoOrient ?? info;
    return { width, height, format: info.format };
  } catch {
    problem(`${shownPath(absolute)} could not be read as a picture. Save it again as JPEG, PNG or SVG.`);
    return undefined;
  }
}

/**
 * A picture a file names from the content folder (a post's, a merch item's):
 * its file, uploaded in the band's editor, and what it shows. `fileForm` and
 * `altForm` are the right forms shown when either is wrong.
 */
export const pictureSchema = (fileForm: string, altForm: string) =>
  example(
    z.strictObject({
      file: input(
        example(
          z.string().trim().regex(/\.(svg|jpe?g|png)$/i, { error: 'name a .jpg, .jpeg, .png or .svg file, e.g. pictures/rep.jpg.' }),
          fileForm,
        ),
        'picture',
      ),
      alt: text(altForm),
    }),
    `picture:\n  ${fileForm}\n  alt: What the picture shows`,
  );

/**
 * The picture at `fieldPath` of a file (pictureSchema's shape), read and
 * checked: inside the content folder, and a picture the site takes. Cropped
 * at its centre to `shape` where it has another. Undefined after reporting why not.
 */
export async function pictureInContent(
  loading: Loading,
  yaml: YamlFile,
  fieldPath: readonly (string | number)[],
  picture: { file: string; alt: string },
  schema: z.ZodType,
  shape?: Shape,
): Promise<PictureFile | undefined> {
  const filePath = [...fieldPath, 'file'];
  const field = filePath.join('.');
  const absolute = path.resolve(loading.dir, picture.file);
  const where = { file: yaml.file, line: lineOf(yaml, filePath), field, subject: `field \`${field}\`` };
  const rightForm = exampleAt(schema, filePath);
  if (path.relative(loading.dir, absolute).startsWith('..')) {
    loading.problems.push({ ...where, message: `${where.subject}: name a file inside ${shownPath(loading.dir)}.`, example: rightForm });
    return undefined;
  }
  const info = await readPicture(loading, absolute, { ...where, example: rightForm });
  if (!info) return undefined;
  const crop = shape && !hasShape(info.width, info.height, shape) ? shape : null;
  return { path: absolute, file: shownPath(absolute), alt: picture.alt, width: info.width, height: info.height, crop };
}
