/** Stage 1 (1-validate.ts): the SVGs a tree serves, checked for safety, with the public name of each. */
import { BuildError } from './build-error';
import type { SourceFile } from './front-matter';
import { getPageImageName } from './links';
import { getSvgProblem } from './svg';

/** The safe images: public names, the name of each SVG kept next to a page, and the files to emit. */
export interface CollectedImages {
  /** Public file names under /images/. */
  images: Set<string>;
  /** Content path of an SVG next to its page → its public name. */
  pageImages: Map<string, string>;
  /** One file per public name. */
  publicImages: SourceFile[];
}

/**
 * content/images/x.svg is served as /images/x.svg; an SVG next to its page (paths from the content
 * root) as /images/<name>-<digest>.svg. Unsafe SVGs are errors at their file.
 */
export function collectImages(shared: SourceFile[], nextToPages: SourceFile[], errors: BuildError[]): CollectedImages {
  const collected: CollectedImages = { images: new Set(), pageImages: new Map(), publicImages: [] };
  const candidates = [
    ...shared.map((image) => ({ image, file: `images/${image.path}`, name: image.path, nextToPage: false })),
    ...nextToPages.map((image) => ({ image, file: image.path, name: getPageImageName(image.path, image.text), nextToPage: true })),
  ];
  for (const { image, file, name, nextToPage } of candidates) {
    const problem = getSvgProblem(image.text);
    if (problem) {
      errors.push(new BuildError(file, 1, problem));
      continue;
    }
    if (nextToPage) collected.pageImages.set(file, name);
    if (collected.images.has(name)) continue;
    collected.images.add(name);
    collected.publicImages.push({ path: name, text: image.text });
  }
  return collected;
}
