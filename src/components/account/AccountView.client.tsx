'use client'

import { useCallback, useEffect, useState } from 'react'
import { toast } from '../ui/toast'
import { ACCOUNT_DATA_PATHS, accountFetch, apiFetch, useAuth } from './auth-store'
import { CreditsSection } from './sections/CreditsSection'
import { KycSection } from './sections/KycSection'
import { LoggedOut } from './sections/LoggedOut.client'
import { LoyaltySection } from './sections/LoyaltySection'
import { OrdersSection } from './sections/OrdersSection.client'
import { ProfileSection } from './sections/ProfileSection.client'
import { ReferralSection } from './sections/ReferralSection.client'
import { CARD_CLASS, Skeleton } from './sections/Section'
import { TeamSection } from './sections/TeamSection.client'
import { dataOf, type Contact, type Credits, type Loyalty, type Wifi } from './sections/types'
import { WifiSection } from './sections/WifiSection.client'

// 'My account' (spec sections 2 and 3): profile, team members, loyalty membership, bundle credits, wifi credentials,
// KYC status and the referral link. Everything loads in parallel once the customer is known; each section has its
// own loading and empty state (one file each in ./sections).

const CREDITS_PAGE_SIZE = 5

export function AccountView() {
  const { status, user } = useAuth()
  const [contacts, setContacts] = useState<Contact[] | null>(null)
  const [loyalty, setLoyalty] = useState<Loyalty | null | undefined>(undefined)
  const [wifi, setWifi] = useState<Wifi | null | undefined>(undefined)
  const [kyc, setKyc] = useState<string | null | undefined>(undefined)
  const [credits, setCredits] = useState<Credits | null | undefined>(undefined)
  const [creditsPage, setCreditsPage] = useState(1)

  const loadContacts = useCallback(async () => setContacts((await dataOf<Contact[]>(await apiFetch('/api/contacts'))) ?? []), [])

  useEffect(() => {
    if (status !== 'signed-in') return
    // Spec section 4: after login, team members, wifi, KYC status and loyalty load in parallel.
    void Promise.all([
      accountFetch(ACCOUNT_DATA_PATHS.contacts)
        .then(dataOf<Contact[]>)
        .then((c) => setContacts(c ?? [])),
      accountFetch(ACCOUNT_DATA_PATHS.loyalty)
        .then(dataOf<Loyalty>)
        .then(setLoyalty),
      accountFetch(ACCOUNT_DATA_PATHS.wifi)
        .then(dataOf<Wifi>)
        .then(setWifi),
      accountFetch(ACCOUNT_DATA_PATHS.kyc)
        .then(dataOf<{ kyc_status: string }>)
        .then((k) => setKyc(k?.kyc_status ?? null)),
    ]).catch(() => toast.error('Error occurred while fetching your account. Please reload the page.'))
  }, [status])

  useEffect(() => {
    if (status !== 'signed-in') return
    accountFetch(`/api/ecom/api/v1/products/users/credits?page=${creditsPage}&limit=${CREDITS_PAGE_SIZE}`)
      .then(dataOf<Credits>)
      .then(setCredits)
      .catch(() => toast.error('Error occurred while fetching Bundle Info'))
  }, [status, creditsPage])

  if (status === 'unknown') {
    // The static page, before the browser knows whether anyone is logged in: the logged-out card's box, kept empty,
    // so the page does not move when that card shows (most visitors here are logged out).
    return (
      <div role="status" aria-label="Loading">
        <div aria-hidden="true" className="invisible">
          <LoggedOut />
        </div>
      </div>
    )
  }
  if (status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={CARD_CLASS}>
            <Skeleton />
          </div>
        ))}
      </div>
    )
  }
  if (status !== 'signed-in' || !user) return <LoggedOut />

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ProfileSection user={user} />
      </div>
      <div className="lg:col-span-2">
        <OrdersSection />
      </div>
      <TeamSection contacts={contacts} reload={loadContacts} />
      <div className="grid gap-6">
        <LoyaltySection loyalty={loyalty} />
        <KycSection status={kyc} />
      </div>
      <CreditsSection credits={credits} page={creditsPage} setPage={setCreditsPage} />
      <div className="grid gap-6">
        <WifiSection wifi={wifi} />
        <ReferralSection />
      </div>
    </div>
  )
}
