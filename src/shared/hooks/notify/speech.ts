import { getAppConfig } from '../../config/app-config';

/** The external TTS address for a text: `{text}` is replaced, otherwise the text is appended. */
export function ttsAddress(template: string, text: string): string {
  const encoded = encodeURIComponent(text);
  return template.includes('{text}') ? template.split('{text}').join(encoded) : `${template}${encoded}`;
}

/**
 * Reads a pushed msgTxt aloud (spec 000 §4): through the configured external TTS URL, else the
 * browser's speech synthesis. Browsers refuse audio before a user gesture; that is not an error
 * worth showing, so failures are swallowed.
 */
export function speakNotice(text: string | undefined): void {
  const words = text?.trim();
  if (!words || typeof window === 'undefined') return;
  const { ttsUrl } = getAppConfig();
  if (ttsUrl) {
    try {
      void new Audio(ttsAddress(ttsUrl, words)).play().catch(() => undefined);
    } catch {
      // No Audio element (old WebViews): stay silent.
    }
    return;
  }
  const synth = window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = 'zh-CN';
  synth.speak(utterance);
}
