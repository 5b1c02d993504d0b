/** Why a recording cannot be published as it is, in words that follow "medley.mp3 cannot go online as it is:" (its or it …); buildAudio adds the line that lists it. */
export class RecordingRefused extends Error {
  override name = 'RecordingRefused';
}
