/**
 * Where the device remembers that the live preview beside the editor is hidden (localStorage): the device, not the
 * account, since a laptop may want the room and a big screen the preview. The journeys set it too (e2e support.ts).
 */
export const PREVIEW_HIDDEN_KEY = 'resume.editor.previewHidden';
