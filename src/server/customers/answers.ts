import { businessDate } from '@/domain/calendar/business-date'
import type { KycStatus } from '@/domain/customers/account'
import { mergeCreditsByBuilding, type BuildingCredit } from '@/domain/customers/credits'
import { membershipState } from '@/domain/customers/loyalty'
import type { Building, Customer, TeamMember } from '@/payload-types'
import { isRealEmail } from '../auth/options'
import type { LedgerLot } from '../credits/ledger'
import type { ContactAnswer, UserInfo } from '@/contracts/customers'

// The shapes the customer API answers with (spec section 3), built from our rows. Never a raw row: no internal
// fields, no other customer's data. The routes parse these through the answer schemas in ./schemas.ts.

/** `kycStatus`: the customer's status read with their virtual-office documents (get-kyc-status.ts). */
export function userInfo(customer: Customer, authUserId: string, kycStatus: KycStatus = customer.kycStatus): UserInfo {
  const building = typeof customer.homeBuilding === 'object' ? (customer.homeBuilding as Building | null) : null
  const loyalty = customer.loyalty ?? {}
  const isMember = Boolean(loyalty.isMember) && membershipState(loyalty.passEndDate, true) !== 'expired'
  const profile = customer.profile ?? {}
  return {
    email: isRealEmail(customer.email) ? customer.email : null,
    name: customer.name,
    phone: customer.phone ?? null,
    phone_number: customer.phone ?? null,
    country_code: '+91',
    gstin: profile.gstin ?? null,
    gstin_address: profile.gstinAddress ?? null,
    companyName: profile.companyName ?? null,
    dob: profile.dob ? profile.dob.slice(0, 10) : null,
    industry: profile.industry ?? null,
    designation: profile.designation ?? null,
    noOfEmp: profile.noOfEmp ?? null,
    gender: profile.gender ?? null,
    isWhatsappEnabled: Boolean(profile.isWhatsappEnabled),
    left_hot_stamp: null,
    right_hot_stamp: null,
    auth0Id: authUserId,
    shopifyCustomerId: null,
    successfulReferralCountYotpo: customer.successfulReferrals ?? 0,
    hasCompletedKYC: kycStatus === 'VERIFIED',
    kyc_status: kycStatus,
    eligible_for_free_loyalty_pass: Boolean(loyalty.eligibleForFreePass),
    interested_in_loyalty_feat: Boolean(loyalty.interested),
    amount_saved_as_loyalty_member: (loyalty.costSaved ?? 0) / 100,
    loyalty_pass_end_date: loyalty.passEndDate ?? null,
    loyalty_pass_member: isMember,
    user_uid: customer.userUid,
    currentAccountInfo: {
      uid: customer.userUid,
      email: isRealEmail(customer.email) ? customer.email : null,
      is_loyalty_member: isMember,
      is_digital_keycard_enabled: false,
      current_building_code: building?.buildingCode ?? null,
      membership_details: [],
    },
  }
}

export function teamMemberAnswer(member: TeamMember): ContactAnswer {
  return {
    contact_id: String(member.id),
    name: member.name,
    email: member.email ?? null,
    phone_number: member.phone ?? null,
    country_code: member.countryCode ?? '+91',
    profile_url: member.profileUrl ?? null,
    is_team_member: true,
  }
}

export function creditsAnswer(lots: readonly LedgerLot[]): BuildingCredit[] {
  return mergeCreditsByBuilding(
    lots.map((lot) => ({
      building_code: lot.buildingCode ?? '',
      building_name: lot.buildingName ?? '',
      credit: { available: lot.available, utilized: lot.utilized, purchased: lot.purchased, expiry_date: businessDate(lot.expiryDate) },
    })),
  ).sort((a, b) => a.building_name.localeCompare(b.building_name))
}
