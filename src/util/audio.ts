// Where the band's recordings are published, as the build names them
// (scripts/audio.js, from content.ts's mapRecordings) and as the service
// worker leaves them alone (src/lib/workerScope.ts): one folder, read here by both.

/** The recordings' folder, relative to index.html: `audio/<release>/<n>-<track>.<hash>.mp3`. */
export const AUDIO_FOLDER = 'audio/';

/** Whether a path relative to index.html is one of the recordings' files. */
export const isAudioPath = (path: string) => path.startsWith(AUDIO_FOLDER);
