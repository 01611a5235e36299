import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '~/components/ui/form';
import { useLocale } from '~/i18n/hooks';
import { api, isApiError } from '~/lib/api';

type Provider = 'google' | 'facebook';
type Providers = Record<Provider, { enabled: boolean }>;

const LABELS: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * docs/product-rules.md#addresses-and-languages/docs/product-rules.md#api-contract: social sign-in buttons, each only when GET /api/oauth/providers says it is enabled (a failing
 * list is only logged: no buttons). A click asks GET /api/oauth/{provider} for the consent URL and goes there.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [providers, setProviders] = useState<Provider[]>([]);
  const [pending, setPending] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Providers>('/api/oauth/providers', { signal: controller.signal })
      .then((answer) => setProviders((['google', 'facebook'] as const).filter((name) => answer?.[name]?.enabled)))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) console.warn('Social sign-in providers could not be loaded', failure);
      });
    return () => controller.abort();
  }, []);

  async function start(provider: Provider) {
    setPending(provider);
    setError(null);
    try {
      const answer = await api.get<{ success?: boolean; auth_url?: string; error?: string }>(`/api/oauth/${provider}`, {
        query: { locale },
      });
      if (!answer?.auth_url) throw new Error(answer?.error || 'no auth_url');
      window.location.assign(answer.auth_url);
    } catch (failure) {
      setPending(null);
      setError((isApiError(failure) && failure.serverMessage) || t('auth.oauthError'));
    }
  }

  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <p className="flex items-center gap-4 text-xs uppercase tracking-[0.18em] text-taupe">
        <span aria-hidden="true" className="h-px flex-1 bg-hairline" />
        {t('auth.orContinueWith')}
        <span aria-hidden="true" className="h-px flex-1 bg-hairline" />
      </p>
      <div className={`mt-5 grid gap-3 ${providers.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            onClick={() => start(provider)}
            disabled={pending !== null}
            className="inline-flex h-12 items-center justify-center gap-3 rounded-full border border-hairline bg-paper px-5 text-sm font-medium text-ink transition-colors hover:border-ink disabled:cursor-wait disabled:opacity-60"
          >
            <ProviderMark provider={provider} />
            {pending === provider ? t('auth.redirecting') : t('auth.continueWith', { provider: LABELS[provider] })}
          </button>
        ))}
      </div>
      {error && (
        <div className="mt-4">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      )}
    </div>
  );
}

/** The providers' marks, simplified, in their own colours. */
function ProviderMark({ provider }: { provider: Provider }) {
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
        <circle cx="12" cy="12" r="11" fill="#1877F2" />
        <path
          d="M13.4 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3c-.2 0-1-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.8H9v2.4h2v6h2.4Z"
          fill="#fff"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z" fill="#4285F4" />
      <path
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
        fill="#34A853"
      />
      <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z" fill="#FBBC05" />
      <path d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.4 3-4.1 5.6-4.1Z" fill="#EA4335" />
    </svg>
  );
}
