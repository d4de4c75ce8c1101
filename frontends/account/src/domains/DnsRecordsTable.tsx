import type { DomainRecord } from '@resume/contracts';
import { CopyButton } from '@resume/features';
import { DOMAINS_TEXTS } from './texts';

/** The records a person adds at their DNS provider, each name and value with its own copy button. */
export function DnsRecordsTable({ records }: { records: DomainRecord[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-900">{DOMAINS_TEXTS.records}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm" data-testid="dns-records">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                {DOMAINS_TEXTS.recordType}
              </th>
              <th scope="col" className="px-3 py-2">
                {DOMAINS_TEXTS.recordName}
              </th>
              <th scope="col" className="px-3 py-2">
                {DOMAINS_TEXTS.recordValue}
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
                    <CopyButton value={record.name} label={`${record.type} record name`} size="sm" />
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="break-all text-xs" data-testid={`dns-${record.type}-value`}>
                      {record.value}
                    </code>
                    <CopyButton value={record.value} label={`${record.type} record value`} size="sm" />
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
