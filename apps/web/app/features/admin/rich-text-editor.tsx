import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminInputClass, smallButtonClass } from './ui';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Id of the visible label that names the editor. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  editable?: boolean;
}

/**
 * The panel's rich-text editor (TipTap 3) for product descriptions, blog posts and pages. It offers only what
 * the server keeps (docs/product-rules.md#content: paragraphs, bold, italic, h2/h3, lists, links), so nothing typed here is silently
 * dropped on save. Loaded only by the panel's forms: the shop's pages never download it.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  editable = true,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  // TipTap rewrites stored HTML into its own equivalent form when it loads it (a list item's text gets a
  // paragraph) and reports that as an update. Only changes after someone entered the editor or its toolbar
  // count, so an untouched form is not "unsaved".
  const touched = useRef(false);
  const editor = useEditor({
    immediatelyRender: false,
    editable,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-text min-h-40 px-4 py-3 text-[15px] leading-relaxed outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      if (touched.current) onChange(current.isEmpty ? '' : current.getHTML());
    },
  });

  // The form may replace the value (a reload after save); the editor follows without losing the cursor otherwise.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            heading: current.isActive('heading', { level: 2 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            href: (current.getAttributes('link').href as string | undefined) ?? '',
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const [linkOpen, setLinkOpen] = useState(false);

  return (
    <div
      onFocusCapture={() => {
        touched.current = true;
      }}
      className={`rounded-sm border bg-paper focus-within:border-cognac ${invalid ? 'border-bordo' : 'border-hairline'}`}
    >
      {editable && (
        <div
          role="toolbar"
          aria-label={t('admin.editor.toolbar')}
          className="flex flex-wrap gap-0.5 border-b border-hairline bg-cream/60 p-1"
        >
          <ToolButton
            label={t('admin.editor.bold')}
            active={state?.bold}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <Bold className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.italic')}
            active={state?.italic}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <Italic className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.heading')}
            active={state?.heading}
            onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            <Heading2 className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.bulletList')}
            active={state?.bulletList}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            <List className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.orderedList')}
            active={state?.orderedList}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            <ListOrdered className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.link')}
            active={state?.link || linkOpen}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <Link2 className="size-4" strokeWidth={2} />
          </ToolButton>
          <span aria-hidden="true" className="mx-1 my-2 w-px bg-hairline" />
          <ToolButton
            label={t('admin.editor.undo')}
            disabled={!state?.canUndo}
            onClick={() => editor?.chain().focus().undo().run()}
          >
            <Undo2 className="size-4" strokeWidth={2} />
          </ToolButton>
          <ToolButton
            label={t('admin.editor.redo')}
            disabled={!state?.canRedo}
            onClick={() => editor?.chain().focus().redo().run()}
          >
            <Redo2 className="size-4" strokeWidth={2} />
          </ToolButton>
        </div>
      )}
      {editable && linkOpen && (
        <LinkForm
          initial={state?.href ?? ''}
          hasLink={Boolean(state?.link)}
          onApply={(href) => {
            const chain = editor?.chain().focus().extendMarkRange('link');
            if (href) chain?.setLink({ href }).run();
            else chain?.unsetLink().run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor?.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-10 items-center justify-center rounded-sm transition-colors disabled:opacity-40 ${
        active ? 'bg-cognac/15 text-cognac-dark' : 'text-ink hover:bg-sand'
      }`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The address of a link: typed inline under the toolbar, so it works with the keyboard and on phones. */
function LinkForm({
  initial,
  hasLink,
  onApply,
  onCancel,
}: {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(initial);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    onApply(href.trim());
  };
  return (
    // Not a <form>: the editor sits inside the product form, and forms cannot nest.
    <div className="flex flex-wrap items-end gap-2 border-b border-hairline bg-cream/60 p-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-href`} className="mb-1 block text-sm font-medium">
          {t('admin.editor.linkAddress')}
        </label>
        <input
          id={`${id}-href`}
          type="url"
          inputMode="url"
          // biome-ignore lint/a11y/noAutofocus: the field was opened on purpose to type an address
          autoFocus
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
          className={adminInputClass}
        />
      </div>
      <button type="button" className={smallButtonClass} onClick={() => apply()}>
        {t('admin.editor.applyLink')}
      </button>
      {hasLink && (
        <button type="button" className={smallButtonClass} onClick={() => onApply('')}>
          {t('admin.editor.removeLink')}
        </button>
      )}
      <button type="button" className={smallButtonClass} onClick={onCancel}>
        {t('admin.common.cancel')}
      </button>
    </div>
  );
}
