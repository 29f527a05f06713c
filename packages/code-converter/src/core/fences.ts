/**
 * Removes Markdown code fences from a model's answer (spec §7: "code fences stripped"), streaming:
 * an opening fence line (```lang) at the very start and a closing fence line at the very end are
 * dropped; everything else passes through unchanged, as soon as it can no longer be a fence.
 */
export interface FenceStripper {
  /** Feeds a chunk; returns the text that is now safe to show. */
  push: (chunk: string) => string;
  /** Ends the stream; returns what was held back, minus a closing fence. */
  end: () => string;
}

const OPENING = /^[ \t]*(`{3,}|~{3,})[^\n`]*\n/;

export function createFenceStripper(): FenceStripper {
  let head = '';
  let started = false;
  let closing = '';
  // The last non-blank line (with the newline before it and any blank tail) is held back: it may
  // be the closing fence.
  let held = '';

  const release = (text: string): string => {
    held += text;
    const cut = held.replace(/\s+$/, '').lastIndexOf('\n');
    if (cut < 0) return '';
    const out = held.slice(0, cut);
    held = held.slice(cut);
    return out;
  };

  return {
    push(chunk) {
      if (started) return release(chunk);
      head += chunk;
      const newline = head.indexOf('\n');
      if (newline < 0 && couldStartFence(head)) return '';
      started = true;
      const match = OPENING.exec(head);
      const rest = match ? head.slice(match[0].length) : head;
      if (match) closing = match[1] ?? '';
      head = '';
      return release(rest);
    },
    end() {
      if (!started) {
        started = true;
        const whole = head;
        head = '';
        return whole.trim().match(/^(`{3,}|~{3,})[^\n`]*$/) ? '' : whole;
      }
      const tail = held;
      held = '';
      if (!closing) return tail;
      // Only a fence of the opening's kind, at least as long, closes it (CommonMark).
      const fenceChar = closing[0] === '~' ? '~' : '`';
      const closingLine = new RegExp(`\\n?[ \\t]*\\${fenceChar}{${closing.length},}\\s*$`);
      return tail.replace(closingLine, '');
    },
  };
}

/** Whether `text` (with no newline yet) may still turn out to be an opening fence line. */
function couldStartFence(text: string): boolean {
  const trimmed = text.replace(/^[ \t]+/, '');
  if (trimmed === '') return true;
  if (/^`{1,2}$/.test(trimmed) || /^~{1,2}$/.test(trimmed)) return true;
  return /^(`{3,}|~{3,})/.test(trimmed);
}

/** The whole-text form of the stripper. */
export function stripCodeFences(text: string): string {
  const stripper = createFenceStripper();
  return stripper.push(text) + stripper.end();
}
