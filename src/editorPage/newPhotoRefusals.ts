/**
 * The refusals of a save of new photos, told apart: the server names a photo's field by its place in
 * the save (`photos.1.alt`, or `1.alt`), so each refusal shows at its own photo's group; a field
 * refusal of a single photo is that photo's; the rest goes above the form.
 */
import type { MediaRefusal } from '../editor/mediaApi';

/** The refusals of the new photo at `position` in the save (of `count`), each named by its own field (`alt`). */
export function newPhotoRefusals(problems: readonly MediaRefusal[], position: number, count: number): MediaRefusal[] {
  return problems.flatMap((problem) => {
    const match = /^(?:photos\.)?(\d+)\.(\w+)$/.exec(problem.field ?? '');
    if (match) return Number(match[1]) === position ? [{ ...problem, field: match[2]! }] : [];
    return count === 1 && problem.field ? [problem] : [];
  });
}

/** The refusals of a save of `count` new photos that belong to none of them: shown above the form. */
export function refusalsAboveNewPhotos(problems: readonly MediaRefusal[], count: number): MediaRefusal[] {
  return problems.filter((problem) => !problem.field || (count > 1 && !/\d+\.\w+$/.test(problem.field)));
}
