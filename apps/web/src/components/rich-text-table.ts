import { mergeAttributes, Node, type Editor } from '@tiptap/react';

// Plain table nodes for the rich-text editor: enough to keep, read and retype the info pages'
// tables (a row per leasing company) and to add or remove a row. Cells hold paragraphs.

const spans = {
  colspan: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('colspan') },
  rowspan: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('rowspan') },
};

export const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => spans,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

export const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => spans,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
});

export const tableExtensions = [Table, TableRow, TableHeader, TableCell];

const EMPTY_TABLE =
  '<table><tr><th><p></p></th><th><p></p></th><th><p></p></th></tr>' +
  '<tr><td><p></p></td><td><p></p></td><td><p></p></td></tr></table><p></p>';

export function insertTable(editor: Editor) {
  editor.chain().focus().insertContent(EMPTY_TABLE).run();
}

/** The depth of the row the cursor is in, or null outside a table. */
function rowDepth(editor: Editor): number | null {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--)
    if ($from.node(depth).type.name === TableRow.name) return depth;
  return null;
}

export function isInTable(editor: Editor): boolean {
  return rowDepth(editor) !== null;
}

/** A row of empty cells below the cursor's row, as many as it has. */
export function addRowAfter(editor: Editor) {
  const depth = rowDepth(editor);
  if (depth === null) return;
  const { state } = editor;
  const row = state.selection.$from.node(depth);
  const cells: ReturnType<typeof state.schema.nodes.tableCell.createAndFill>[] = [];
  row.forEach(() => cells.push(state.schema.nodes.tableCell.createAndFill()));
  const next = state.schema.nodes.tableRow.create(
    null,
    cells.filter((cell) => cell !== null),
  );
  editor.view.dispatch(state.tr.insert(state.selection.$from.after(depth), next));
  editor.commands.focus();
}

/** Removes the cursor's row; the table goes with its last row. */
export function deleteRow(editor: Editor) {
  const depth = rowDepth(editor);
  if (depth === null) return;
  const { state } = editor;
  const { $from } = state.selection;
  const whole = $from.node(depth - 1).childCount === 1;
  const at = whole ? depth - 1 : depth;
  editor.view.dispatch(state.tr.delete($from.before(at), $from.after(at)));
  editor.commands.focus();
}
