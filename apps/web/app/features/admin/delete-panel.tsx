import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '~/features/notifications/api-error-handler';
import { notify } from '~/features/notifications/store';
import { useLocale } from '~/i18n/hooks';
import { adminPath } from './access';
import { ConfirmDialog } from './dialogs';
import { smallButtonClass } from './ui';

type Words = { title: string; intro: string; button: string; confirmTitle: string; confirm: string };

/**
 * The "delete" section at the foot of an edit form: a button, a question with what deleting means, then the
 * server's message and a return to the list. `remove` asks the API and answers its message.
 */
export function DeletePanel({
  id,
  words,
  explanation,
  remove,
  listPath,
  onDeleted,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  words: Words;
  explanation: ReactNode;
  remove: () => Promise<{ message: string }>;
  /** The admin list to return to, e.g. '/products'. */
  listPath: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const result = await remove();
      notify(result.message, 'success');
      onDeleted();
      setOpen(false);
      navigate(adminPath(locale, listPath), { replace: true });
    } catch (failure) {
      handleApiError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={id} className="mt-10 rounded-lg border border-bordo/30 p-5 sm:p-6">
      <h2 id={id} className="text-xl">
        {words.title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-taupe">{words.intro}</p>
      <button type="button" onClick={() => setOpen(true)} className={`${smallButtonClass} mt-4 text-bordo`}>
        <Trash2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {words.button}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        title={words.confirmTitle}
        confirmLabel={words.confirm}
        cancelLabel={t('admin.common.cancel')}
        onConfirm={confirm}
      >
        {explanation}
      </ConfirmDialog>
    </section>
  );
}
