import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { LeaseResult } from '@spokes/domain/lease-calculation';
import type { NewQuotationInput } from '../../../generated/graphql';
import { LeaseResultTable } from '../../../components/lease-result';
import { saveFile } from '../../../lib/files/save-file';
import { QuotationPreviewPdfDocument } from '../api/quotation-preview-pdf.generated';

/**
 * The result card: the live calculation while the dealer types, or a hint while it cannot be
 * made. "PDF" (spec 03 section 2.4) has the server compute the same result from `input` (the
 * figures shown here are never sent) and saves it in the quotation PDF's layout; without an
 * input (the form is not complete yet) the button says what is missing.
 */
export function QuotationResultCard({
  result,
  sheetVersion,
  input,
}: {
  result: LeaseResult | null;
  sheetVersion?: number | null;
  input?: NewQuotationInput | null;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('newQuotation.result')}
      extra={
        <Flex gap={8} align="center">
          {sheetVersion != null && (
            <Typography.Text type="secondary">
              {t('newQuotation.sheetVersion', { version: sheetVersion })}
            </Typography.Text>
          )}
          {input !== undefined && <PdfButton input={result ? input : null} />}
        </Flex>
      }
      data-testid="quotation-result"
    >
      {result ? (
        <LeaseResultTable result={result} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newQuotation.resultEmpty')} />
      )}
    </Card>
  );
}

function PdfButton({ input }: { input: NewQuotationInput | null }) {
  const { t } = useTranslation();
  const client = useClient();
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);

  async function download(value: NewQuotationInput) {
    setLoading(true);
    const answer = await client
      .query(QuotationPreviewPdfDocument, { input: value }, { requestPolicy: 'network-only' })
      .toPromise();
    setLoading(false);
    const pdf = answer.data?.quotationPreviewPdf;
    // The spec's text when the calculation PDF download fails, whatever the reason.
    if (!pdf) return void message.error(t('common.somethingWentWrong'));
    const bytes = Uint8Array.from(atob(pdf.base64), (char) => char.charCodeAt(0));
    saveFile(new Blob([bytes], { type: 'application/pdf' }), pdf.filename);
  }

  return (
    <Tooltip title={input ? undefined : t('newQuotation.pdfDisabled')}>
      <Button
        icon={<FilePdfOutlined />}
        disabled={!input}
        loading={loading}
        onClick={() => input && void download(input)}
      >
        {t('quotationCards.pdf')}
      </Button>
    </Tooltip>
  );
}
