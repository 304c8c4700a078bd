import { Typography } from 'antd';

/**
 * A list cell's text cut with an ellipsis past `maxWidth` pixels, whole on hover: a long company
 * or employee name would otherwise widen its column and push the amount under a fixed column.
 */
export function ClippedText({
  text,
  maxWidth,
  fontSize,
}: {
  text: string;
  maxWidth: number;
  /** `inherit` inside a tag, whose text is smaller. */
  fontSize?: 'inherit';
}) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth, fontSize }}>
      {text}
    </Typography.Text>
  );
}
