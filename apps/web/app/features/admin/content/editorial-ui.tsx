import type { BlogPostStatus } from '@atelier/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { FieldError, FieldHint } from '~/components/ui/form';
import { ConfirmDialog } from '../dialogs';
import { Badge, smallButtonClass } from '../ui';

// TipTap is large: it is downloaded only when an editing form opens, never with the shop's pages.
const RichTextEditor = lazy(() => import('../rich-text-editor'));

/** A labelled TipTap editor with the field's hint and error under it. */
export function RichTextField({
  id,
  label,
  lang,
  value,
  onChange,
  error,
  hint,
  editable,
}: {
  id: string;
  label: string;
  lang: 'pl' | 'en';
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  hint?: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // TipTap rewrites stored HTML into its own equivalent form when it loads it (a list item's text gets a
  // paragraph) and reports that as an update. Only changes made after someone entered the editor (or its
  // toolbar) count, so an untouched page is not "unsaved".
  const touched = useRef(false);
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <div
        lang={lang}
        onFocusCapture={() => {
          touched.current = true;
        }}
      >
        <Suspense
          fallback={
            <div
              role="status"
              className="flex h-52 items-center justify-center rounded-sm border border-hairline bg-sand/40 text-sm text-taupe"
            >
              {t('admin.editor.loading')}
            </div>
          }
        >
          <RichTextEditor
            value={value}
            onChange={(html) => {
              if (touched.current) onChange(html);
            }}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            editable={editable}
          />
        </Suspense>
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The question before unsaved changes are left behind (another page of the panel, or a closed dialog). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('admin.form.leaveTitle')}
      confirmLabel={t('admin.form.leave')}
      cancelLabel={t('admin.form.stay')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    >
      <p>{t('admin.form.leaveText')}</p>
    </ConfirmDialog>
  );
}

/** Ids with the one at `index` moved by `step` places (−1 up, +1 down). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** "Move up" / "Move down" for one item of an ordered list (banners, gallery). */
export function MoveButtons({
  name,
  index,
  count,
  busy,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={`${smallButtonClass} px-3`}
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('admin.editorial.moveUp', { name })}
        title={t('admin.editorial.moveUp', { name })}
      >
        <ArrowUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
      </button>
      <button
        type="button"
        className={`${smallButtonClass} px-3`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('admin.editorial.moveDown', { name })}
        title={t('admin.editorial.moveDown', { name })}
      >
        <ArrowDown aria-hidden="true" className="size-4" strokeWidth={1.5} />
      </button>
    </span>
  );
}

export function PostStatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation();
  const tone = status === 'published' ? 'success' : status === 'scheduled' ? 'accent' : 'neutral';
  return <Badge tone={tone}>{t(`admin.blog.status.${status}`)}</Badge>;
}

export function VisibilityBadge({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={visible ? 'success' : 'neutral'}>
      {visible ? t('admin.editorial.visible') : t('admin.editorial.hidden')}
    </Badge>
  );
}

/** How many characters of a limited text are used (meta descriptions, excerpts), for a field's hint. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span className={`whitespace-nowrap ${length > max ? 'text-bordo' : ''}`}>
      {t('admin.editorial.characters', { used: length, max })}
    </span>
  );
}
