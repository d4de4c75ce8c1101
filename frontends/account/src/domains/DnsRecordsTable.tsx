import type { DomainRecord } from '@resume/contracts';
import { useT } from '@resume/platform';
import { CopyButton } from '@resume/features';
import { useDomainsTexts } from './texts';

/** The records a person adds at their DNS provider, each name and value with its own copy button. */
export function DnsRecordsTable({ records }: { records: DomainRecord[] }) {
  const t = useT('account');
  const texts = useDomainsTexts();
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-900">{texts.records}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-start text-sm" data-testid="dns-records">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {texts.recordType}
              </th>
              <th scope="col" className="px-3 py-2">
                {texts.recordName}
              </th>
              <th scope="col" className="px-3 py-2">
                {texts.recordValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.type} className="border-t border-slate-200 align-top" data-testid={`dns-${record.type}`}>
                <td className="px-3 py-2 font-mono text-xs font-semibold">{record.type}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="break-all text-xs">{record.name}</code>
                    <CopyButton
                      value={record.name}
                      label={t('domainsCard.recordNameCopy', { type: record.type })}
                      size="sm"
                    />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="break-all text-xs" data-testid={`dns-${record.type}-value`}>
                      {record.value}
                    </code>
                    <CopyButton
                      value={record.value}
                      label={t('domainsCard.recordValueCopy', { type: record.type })}
                      size="sm"
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
