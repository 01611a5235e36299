import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/i18n/locale';
import { type ParcelPoint, pointFromWidget } from './points';

/** The event name the widget fires on `document` when a point is chosen (its `onpoint` attribute). */
const POINT_EVENT = 'atelier-inpost-point';
/** docs/product-rules.md#api-contract: the widget is 600 px tall. */
const WIDGET_HEIGHT = 600;

type WidgetState = 'loading' | 'ready' | 'failed';

/** `https://geowidget.inpost.pl` → its script and stylesheet (a full `.js` URL is taken as it is). */
export function widgetAssets(widgetUrl: string): { script: string; stylesheet: string } {
  if (widgetUrl.endsWith('.js')) return { script: widgetUrl, stylesheet: widgetUrl.replace(/\.js$/, '.css') };
  const base = widgetUrl.replace(/\/+$/, '');
  return { script: `${base}/inpost-geowidget.js`, stylesheet: `${base}/inpost-geowidget.css` };
}

/** The page's CSP nonce, read from a script React Router rendered with it (browsers hide the attribute). */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

const loaded = new Map<string, Promise<void>>();

/** Adds the widget's stylesheet and script once per page; later calls wait for the same load. */
function loadWidget(widgetUrl: string): Promise<void> {
  const existing = loaded.get(widgetUrl);
  if (existing) return existing;
  const { script, stylesheet } = widgetAssets(widgetUrl);
  const promise = new Promise<void>((resolve, reject) => {
    const nonce = pageNonce();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
    const element = document.createElement('script');
    element.src = script;
    element.defer = true;
    if (nonce) element.nonce = nonce;
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => {
      loaded.delete(widgetUrl);
      reject(new Error('The InPost Geowidget could not be loaded'));
    });
    document.head.append(element);
  });
  loaded.set(widgetUrl, promise);
  return promise;
}

/**
 * InPost's Geowidget (docs/product-rules.md#parcel-lockers, #orders Parcel widget), shown only when the server has a token. Its script is
 * loaded here, on the checkout only. When it cannot load (offline, blocked), the point search beside it
 * still works, so a failure only says so.
 */
export function InpostGeowidget({
  token,
  widgetUrl,
  locale,
  onPoint,
}: {
  token: string;
  widgetUrl: string;
  locale: Locale;
  onPoint: (point: ParcelPoint) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<WidgetState>('loading');
  const host = useRef<HTMLDivElement>(null);
  const onPointRef = useRef(onPoint);
  onPointRef.current = onPoint;

  useEffect(() => {
    let active = true;
    loadWidget(widgetUrl).then(
      () => active && setState('ready'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [widgetUrl]);

  useEffect(() => {
    if (state !== 'ready' || !host.current) return;
    const widget = document.createElement('inpost-geowidget');
    widget.setAttribute('token', token);
    widget.setAttribute('language', locale === 'en' ? 'en' : 'pl');
    widget.setAttribute('country', 'PL');
    widget.setAttribute('config', 'parcelCollect');
    widget.setAttribute('onpoint', POINT_EVENT);
    host.current.replaceChildren(widget);
    const listener = (event: Event) => {
      const point = pointFromWidget((event as CustomEvent).detail);
      if (point) onPointRef.current(point);
    };
    document.addEventListener(POINT_EVENT, listener);
    return () => {
      document.removeEventListener(POINT_EVENT, listener);
      widget.remove();
    };
  }, [state, token, locale]);

  return (
    <div>
      <h3 className="text-lg font-medium">{t('checkout.inpost.mapTitle')}</h3>
      {state === 'failed' ? (
        <p role="status" className="mt-3 text-[15px] text-taupe">
          {t('checkout.inpost.mapFailed')}
        </p>
      ) : (
        <div
          className="relative mt-3 overflow-hidden rounded-sm border border-hairline"
          style={{ height: WIDGET_HEIGHT }}
        >
          {state === 'loading' && (
            <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-taupe">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" strokeWidth={1.5} />
              {t('checkout.inpost.mapLoading')}
            </p>
          )}
          <div ref={host} className="h-full" />
        </div>
      )}
    </div>
  );
}
