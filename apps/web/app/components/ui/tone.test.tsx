import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormMessage } from './form';
import { ToastList } from './toast-list';
import type { Tone } from './tone';

/** The lucide class of the one icon each tone must show (a tick only for success). */
const ICON_CLASS: Record<Tone, string> = {
  success: 'lucide-circle-check',
  error: 'lucide-circle-alert',
  warning: 'lucide-triangle-alert',
  info: 'lucide-info',
};
const TONES = Object.keys(ICON_CLASS) as Tone[];
const TICK = 'lucide-circle-check';

describe('the icon of a message says its tone', () => {
  it('in a form message', () => {
    for (const tone of TONES) {
      const html = renderToStaticMarkup(<FormMessage tone={tone}>Ceny się zmieniły</FormMessage>);
      expect(html, tone).toContain(ICON_CLASS[tone]);
      if (tone !== 'success') expect(html, tone).not.toContain(TICK);
    }
    // Errors are announced at once; the rest politely.
    expect(renderToStaticMarkup(<FormMessage tone="error">x</FormMessage>)).toContain('role="alert"');
    expect(renderToStaticMarkup(<FormMessage tone="warning">x</FormMessage>)).toContain('role="status"');
  });

  it('in a toast', () => {
    const toasts = TONES.map((type, index) => ({ id: index + 1, message: `${type} message`, type }));
    const html = renderToStaticMarkup(<ToastList toasts={toasts} onDismiss={() => {}} dismissLabel="Zamknij" />);
    const items = html.split('<li ').slice(1);
    expect(items).toHaveLength(TONES.length);
    TONES.forEach((tone, index) => {
      expect(items[index], tone).toContain(`${tone} message`);
      expect(items[index], tone).toContain(ICON_CLASS[tone]);
      if (tone !== 'success') expect(items[index], tone).not.toContain(TICK);
    });
  });
});
