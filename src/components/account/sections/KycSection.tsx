import { Section, Skeleton } from './Section'

const LABELS: Record<string, string> = {
  VERIFIED: 'Verified',
  PENDING: 'Pending review',
  REJECTED: 'Needs attention',
  NOT_STARTED: 'Not started',
}

/** The KYC status as a badge. */
export function KycSection({ status }: { status: string | null | undefined }) {
  return (
    <Section id="kyc" title="KYC status">
      {status === undefined ? (
        <Skeleton lines={1} />
      ) : (
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${status === 'VERIFIED' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
            data-kyc={status ?? 'unknown'}
          >
            {status ? (LABELS[status] ?? status) : 'Unknown'}
          </span>
        </p>
      )}
    </Section>
  )
}
