import StarterKit from '@tiptap/starter-kit';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect } from 'react';
import { RequiredMark } from '../../components/FormField';

interface RichTextInputProps {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  value: string;
  onChange: (html: string) => void;
}

/** An empty editor's HTML: stored as an empty string, so a required field stays required. */
const EMPTY = '<p></p>';

/**
 * Rich text, edited with Tiptap and stored as the model's HTML (the site
 * sanitises it before it reaches a page): paragraphs, headings, bold,
 * italic, lists, quotes and links.
 */
export function RichTextInput({ id, label, required, error, value, onChange }: RichTextInputProps) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false, link: { openOnClick: false, protocols: ['https', 'mailto', 'tel'] } })],
    content: value,
    immediatelyRender: false,
    // The page's policy allows no inline <style>: the editor's few rules are in global.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: 'prose-cms min-h-40 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value changed from outside (a restored version, another document) replaces what the editor holds.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div>
      <span id={labelId} className="block text-sm font-semibold text-ink">
        {label}
        {required && <RequiredMark />}
      </span>
      <div className={`mt-1 rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-plum ${error ? 'border-alert-red' : 'border-ink/25'}`}>
        {editor && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-alert-red">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…, mailto: or tel:, or a path on this site such as /flowers)', current ?? 'https://');
    if (href === null) return;
    if (!href.trim()) return void chain().extendMarkRange('link').unsetLink().run();
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: { text: string; name: string; active: boolean; run: () => void }[] = [
    { text: 'B', name: 'Bold', active: state.bold, run: () => chain().toggleBold().run() },
    { text: 'I', name: 'Italic', active: state.italic, run: () => chain().toggleItalic().run() },
    { text: 'H2', name: 'Heading', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { text: 'H3', name: 'Subheading', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { text: '•', name: 'Bulleted list', active: state.bullets, run: () => chain().toggleBulletList().run() },
    { text: '1.', name: 'Numbered list', active: state.numbers, run: () => chain().toggleOrderedList().run() },
    { text: '“', name: 'Quote', active: state.quote, run: () => chain().toggleBlockquote().run() },
    { text: 'Link', name: 'Link', active: state.link, run: setLink },
  ];
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b border-ink/15 p-1">
      {buttons.map((b) => (
        <button
          key={b.name}
          type="button"
          title={b.name}
          aria-pressed={b.active}
          onClick={b.run}
          className={`min-w-9 rounded px-2 py-1 text-sm font-semibold ${b.active ? 'bg-plum text-white' : 'text-ink hover:bg-ink/5'}`}
        >
          {/* The name is the words; the short mark on the button is what a sighted editor scans for. */}
          <span aria-hidden="true">{b.text}</span>
          <span className="sr-only">{b.name}</span>
        </button>
      ))}
    </div>
  );
}
