import { useEffect, type ReactNode } from 'react';
import { Button, Flex, theme, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BoldOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { addRowAfter, deleteRow, insertTable, isInTable, tableExtensions } from './rich-text-table';
import './rich-text-editor.css';

type Props = {
  value?: string;
  onChange?: (html: string) => void;
  ariaLabel: string;
  /** Tables too (the info pages): insert one, add or remove a row. */
  tables?: boolean;
};

/**
 * The rich-text editor (TipTap) of the company info and the info pages: headings, bold, italic,
 * lists, links and, when asked, tables, which is what the server's sanitiser (lib/rich-html)
 * keeps. Loaded lazily by the screens that edit, so no other route carries it.
 */
export function RichTextEditor({ value = '', onChange, ariaLabel, tables = false }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
      ...(tables ? tableExtensions : []),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': ariaLabel, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      inTable: current ? isInTable(current) : false,
    }),
  });
  // A value set from outside (the form reset) replaces the content; typing does not come back here.
  // useEditor may hand over an editor it has already destroyed (it recreates one when the modal
  // mounts the tab again); a destroyed editor has no schema and getHTML would throw.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (key: string, label: ReactNode, active: boolean, run: () => void, disabled = false) => {
    const title = t(key.startsWith('editor') ? `companySettings.${key}` : key);
    return (
      <Tooltip title={title} key={key}>
        <Button
          size="small"
          type={active ? 'primary' : 'default'}
          aria-label={title}
          aria-pressed={active}
          icon={label}
          onClick={run}
          disabled={disabled}
        />
      </Tooltip>
    );
  };
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('companySettings.editorLinkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <Flex gap={4} wrap style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        {tool('editorHeading', <FontSizeOutlined />, state?.heading ?? false, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('editorBold', <BoldOutlined />, state?.bold ?? false, () => chain().toggleBold().run())}
        {tool('editorItalic', <ItalicOutlined />, state?.italic ?? false, () => chain().toggleItalic().run())}
        {tool('editorBulletList', <UnorderedListOutlined />, state?.bulletList ?? false, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('editorOrderedList', <OrderedListOutlined />, state?.orderedList ?? false, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('editorLink', <LinkOutlined />, state?.link ?? false, setLink)}
        {tables && (
          <>
            {tool('infoPages.editorTable', <TableOutlined />, false, () => insertTable(editor))}
            {tool(
              'infoPages.editorAddRow',
              <InsertRowBelowOutlined />,
              false,
              () => addRowAfter(editor),
              !state?.inTable,
            )}
            {tool(
              'infoPages.editorDeleteRow',
              <DeleteRowOutlined />,
              false,
              () => deleteRow(editor),
              !state?.inTable,
            )}
          </>
        )}
        {tool('editorUndo', <UndoOutlined />, false, () => chain().undo().run())}
        {tool('editorRedo', <RedoOutlined />, false, () => chain().redo().run())}
      </Flex>
      <EditorContent
        editor={editor}
        className="company-info-editor"
        style={{ padding: '4px 11px', minHeight: 120 }}
      />
    </div>
  );
}
