'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { IsoDate } from '@/domain/calendar/business-date'
import { dateInWords as formatDateLong } from '@/domain/calendar/date-words'
import type { Holiday } from '@/domain/calendar/start-date'
import type { CartBuildingOption, CartLoyaltyOffer } from '@/domain/cart/building-option'
import type { CustomerCartAction } from '@/domain/cart/customer-actions'
import { cartReducer, emptyCart } from '@/domain/cart/reducer'
import type { Cart } from '@/domain/cart/types'
import { formatPaise } from '@/domain/money'
import { openLogin, apiFetch, useAuth } from '../account/auth-store'
import { track } from '../analytics/track'
import { toast } from '../ui/toast'
import { CartSummary } from './CartSummary'
import { clearGuestCart, guestCartBody, hasGuestChoices, readGuestCart, writeGuestCart } from './guest-cart'

// The on-demand cart at /cart/ (spec sections 1, 3 'Cart' and 4 'Cart'): product and building → dates and quantity →
// who comes on each date → billing → review, ready to pay. A logged-in customer's cart lives on the server: each
// change is an action sent to POST /api/cart/actions and the answer (the cart, priced by the server) replaces the
// page's copy. A guest's cart runs the same reducer in the browser and joins the account at login.

// What only a later step needs loads with that step, not with the page: the calendar and its date picker, the
// conference-room form, the billing form and the payment button.
const DayPassDates = dynamic(() => import('./DayPassDates.client').then((m) => m.DayPassDates))
const CartConferenceStep = dynamic(() => import('./CartConferenceStep.client').then((m) => m.CartConferenceStep))
const BillingStep = dynamic(() => import('./BillingStep.client').then((m) => m.BillingStep))
const PayButton = dynamic(() => import('../orders/PayButton.client').then((m) => m.PayButton))

export const STEP_TITLES = ['Product and building', 'Dates and quantity', 'Who is coming', 'Billing', 'Review and pay'] as const
const PAGE_TYPE = 'Product'

type CartRequest = CustomerCartAction | { type: 'building/choose'; handle: string } | { type: 'conference/hold'; reservationId: string }

interface ServerView {
  cart: Cart
  price: { coupon: { status: 'applied' | 'refused'; message: string; code: string } | null } | null
  problem: string | null
  billingAddressId: string | null
  privateOffice: { dayPass: string; conferenceRoom: string } | null
  notices?: string[]
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' }

async function errorMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } }
    return body.error?.message ?? fallback
  } catch {
    return fallback
  }
}

function productFromUrl(): string | null {
  return new URLSearchParams(window.location.search).get('product')
}

export function CartApp({
  buildings,
  holidays,
  loyalty,
}: {
  buildings: CartBuildingOption[]
  holidays: Holiday[]
  loyalty: CartLoyaltyOffer | null
}) {
  const { status } = useAuth()
  const signedIn = status === 'signed-in'
  const [cart, setCart] = useState<Cart>(emptyCart)
  const [view, setView] = useState<ServerView | null>(null)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const started = useRef<string | null>(null)

  const option = buildings.find((b) => b.building.handle === cart.currentBuildingHandle) ?? null

  /**
   * One change: the server's reducer for a customer, the browser's for a guest. While one is on its way, checkboxes
   * ignore new changes rather than being disabled: a disabled control would drop the keyboard's focus.
   */
  const dispatch = useCallback(
    async (request: CartRequest): Promise<boolean> => {
      setAlert(null)
      if (!signedIn) {
        setCart((current) => {
          let next = current
          if (request.type === 'building/choose') {
            const chosen = buildings.find((b) => b.building.handle === request.handle)
            if (!chosen) return current
            next = cartReducer(cartReducer(current, { type: 'building/select', building: chosen.building }), {
              type: 'products/set',
              dayPass: chosen.dayPass,
              conferenceRoom: chosen.conferenceRoom,
              bundles: chosen.bundles.map((b) => ({ credits: b.credits, product: b.product })),
            })
          } else if (request.type === 'conference/hold')
            return current // holds need a session
          else next = cartReducer(current, request)
          writeGuestCart(next)
          return next
        })
        return true
      }
      setBusy(true)
      try {
        const response = await apiFetch('/api/cart/actions', { method: 'POST', body: JSON.stringify(request) })
        if (!response.ok) {
          const message = await errorMessage(response, 'We could not change your cart. Please try again.')
          setAlert(message)
          toast.error(message)
          return false
        }
        const answer = (await response.json()) as ServerView
        setView(answer)
        setCart(answer.cart)
        return true
      } catch {
        setAlert('We could not reach the server. Check your connection and try again.')
        return false
      } finally {
        setBusy(false)
      }
    },
    [signedIn, buildings],
  )

  // Load the cart: the server's for a customer (a guest's cart joins it first), localStorage's for a guest.
  useEffect(() => {
    if (status === 'unknown' || status === 'loading') return
    const key = `${status}:${attempt}`
    if (started.current === key) return
    started.current = key
    const building = new URLSearchParams(window.location.search).get('building')
    const product = productFromUrl()
    void (async () => {
      if (!signedIn) {
        // localStorage is read after the first render, so the static page and its hydration agree.
        await Promise.resolve()
        const saved = readGuestCart() ?? emptyCart()
        setCart(saved)
        setLoad({ state: 'ready' })
        if (building && building !== saved.currentBuildingHandle) await dispatch({ type: 'building/choose', handle: building })
        if (product) track('product_viewed', { product, page_type: PAGE_TYPE })
        return
      }
      setLoad({ state: 'loading' })
      try {
        const guest = readGuestCart()
        const response =
          guest && hasGuestChoices(guest)
            ? await apiFetch('/api/cart/merge', { method: 'POST', body: JSON.stringify(guestCartBody(guest)) })
            : await apiFetch('/api/cart')
        if (!response.ok) throw new Error(await errorMessage(response, 'We could not load your cart.'))
        clearGuestCart()
        const answer = (await response.json()) as ServerView
        for (const notice of answer.notices ?? []) toast.error(notice)
        setView(answer)
        setCart(answer.cart)
        setLoad({ state: 'ready' })
        if (building && building !== answer.cart.currentBuildingHandle) await dispatch({ type: 'building/choose', handle: building })
        if (product) track('product_viewed', { product, page_type: PAGE_TYPE })
      } catch (error) {
        setLoad({ state: 'error', message: error instanceof Error ? error.message : 'We could not load your cart.' })
      }
    })()
  }, [status, signedIn, dispatch, attempt])

  async function goToStep(direction: 'step/next' | 'step/back') {
    if (await dispatch({ type: direction })) {
      const step = Math.max(1, cart.cartStep + (direction === 'step/next' ? 1 : -1))
      track('cart_step_changed', { step, step_name: STEP_TITLES[step - 1] ?? '', page_type: PAGE_TYPE })
      headingRef.current?.focus()
    }
  }

  async function addDate(date: IsoDate) {
    if (await dispatch({ type: 'day-pass/add-date', date })) {
      track('cart_date_chosen', { product: 'DAY_PASS', building_code: cart.selectedBuilding?.code ?? null, page_type: PAGE_TYPE })
      track('cart_item_added', { product: 'DAY_PASS', building_code: cart.selectedBuilding?.code ?? null, page_type: PAGE_TYPE })
    }
  }

  async function removeDate(date: IsoDate) {
    if (await dispatch({ type: 'day-pass/remove-date', date }))
      track('cart_item_removed', { product: 'DAY_PASS', building_code: cart.selectedBuilding?.code ?? null, page_type: PAGE_TYPE })
  }

  async function setBundles(credits: 5 | 10, count: number, previous: number) {
    if (await dispatch({ type: 'bundle/set-count', credits, count }))
      track(count > previous ? 'cart_item_added' : 'cart_item_removed', { product: 'BUNDLE', credits, page_type: PAGE_TYPE })
  }

  async function toggleLoyalty(on: boolean) {
    if (await dispatch({ type: on ? 'loyalty/add' : 'loyalty/remove' }))
      track(on ? 'cart_item_added' : 'cart_item_removed', { product: 'LOYALTY_MEMBERSHIP', page_type: PAGE_TYPE })
  }

  if (status === 'unknown' || status === 'loading' || load.state === 'loading')
    return (
      <div role="status" className="rounded-xl border border-slate-200 p-6 text-slate-700">
        Loading your cart…
      </div>
    )
  if (load.state === 'error')
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="text-red-800">{load.message}</p>
        <button
          type="button"
          className="mt-3 rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white"
          onClick={() => {
            setLoad({ state: 'loading' })
            setAttempt((n) => n + 1)
          }}
        >
          Try again
        </button>
      </div>
    )

  const step = Math.min(cart.cartStep, STEP_TITLES.length)
  const privateOffice = view?.privateOffice ?? null
  const cities = [...new Map(buildings.map((b) => [b.building.cityHandle, b.cityName])).entries()]
  const awaitingPayment = cart.paymentStatus === 'initialized'

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-step-heading" className="min-w-0">
        <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Steps">
          {STEP_TITLES.map((title, i) => (
            <li
              key={title}
              aria-current={i + 1 === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 ${i + 1 === step ? 'bg-brand-900 text-white' : i + 1 < step ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}
            >
              {i + 1}. {title}
            </li>
          ))}
        </ol>
        <h2 id="cart-step-heading" ref={headingRef} tabIndex={-1} className="mb-4 text-2xl font-semibold text-brand-950 outline-none">
          Step {step}: {STEP_TITLES[step - 1]}
        </h2>
        {privateOffice && (
          <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {privateOffice.dayPass}
          </p>
        )}
        {alert && alert !== privateOffice?.dayPass && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {alert}
          </p>
        )}
        {view?.problem && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {view.problem}
          </p>
        )}

        {step === 1 && (
          <div className="space-y-4">
            {!cart.selectedBuilding && <p className="text-slate-700">Your cart is empty. Choose a city and a building to start.</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="cart-city" className="mb-1.5 block text-sm font-medium text-slate-800">
                  City
                </label>
                <select
                  id="cart-city"
                  className="block w-full rounded-lg border border-slate-300 px-3 py-2.5"
                  value={cart.selectedCity ?? ''}
                  disabled={busy || awaitingPayment}
                  onChange={(e) => e.target.value && void dispatch({ type: 'city/select', city: e.target.value as never })}
                >
                  <option value="">Choose a city</option>
                  {cities.map(([handle, name]) => (
                    <option key={handle} value={handle}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="cart-building" className="mb-1.5 block text-sm font-medium text-slate-800">
                  Building
                </label>
                <select
                  id="cart-building"
                  className="block w-full rounded-lg border border-slate-300 px-3 py-2.5"
                  value={cart.currentBuildingHandle ?? ''}
                  disabled={busy || awaitingPayment || !cart.selectedCity}
                  onChange={(e) => e.target.value && void dispatch({ type: 'building/choose', handle: e.target.value })}
                >
                  <option value="">Choose a building</option>
                  {buildings
                    .filter((b) => b.building.cityHandle === cart.selectedCity)
                    .map((b) => (
                      <option key={b.building.handle} value={b.building.handle}>
                        {b.building.name}
                      </option>
                    ))}
                </select>
              </div>
            </div>
            {option && (
              <p className="text-slate-700">
                {option.dayPass ? `Day pass ${formatPaise(option.dayPass.pricePaise)} per person per day` : 'Day passes are not sold here.'}
                {option.bundles.length > 0 &&
                  ` · Bundles: ${option.bundles.map((b) => `${b.credits} credits ${formatPaise(b.pricePaise)}`).join(', ')}`}{' '}
                (plus GST)
              </p>
            )}
          </div>
        )}

        {step === 2 && (
          <div className="space-y-6">
            <fieldset className="space-y-3">
              <legend className="text-lg font-semibold text-brand-950">Day passes</legend>
              {!cart.dayPassItems ? (
                <p className="text-slate-700">Day passes are not sold at this building.</p>
              ) : (
                <>
                  <DayPassDates
                    cityHandle={cart.selectedBuilding?.cityHandle ?? null}
                    holidays={holidays}
                    selected={cart.dayPassItemsArray.map((d) => d.date)}
                    onSelect={(date) => void addDate(date)}
                    disabled={awaitingPayment || Boolean(privateOffice)}
                  />
                  {cart.dayPassItemsArray.length > 0 && (
                    <ul className="space-y-2" aria-label="Dates chosen">
                      {cart.dayPassItemsArray.map((item) => (
                        <li key={item.date} className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2">
                          <span>{formatDateLong(item.date)}</span>
                          <button
                            type="button"
                            disabled={busy || awaitingPayment}
                            className="text-sm font-semibold text-red-800 underline"
                            aria-label={`Remove ${formatDateLong(item.date)}`}
                            onClick={() => void removeDate(item.date)}
                          >
                            Remove
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </fieldset>
            {signedIn && cart.conference.product && cart.selectedBuilding && (
              <section aria-label="Conference room" className="space-y-3">
                {/* A real hold for this customer: the server reads it back (findActiveHold) before the cart carries it, and
                    after a reload the form reads it back again with the time it has left. */}
                <CartConferenceStep
                  building={cart.selectedBuilding.handle}
                  reservationId={cart.conference.booking?.reservationId ?? null}
                  onHeld={(hold) => void dispatch({ type: 'conference/hold', reservationId: hold.reservationId })}
                  onReleased={() => void dispatch({ type: 'conference/clear' })}
                />
              </section>
            )}
            {cart.bundles.length > 0 && (
              <fieldset className="space-y-3">
                <legend className="text-lg font-semibold text-brand-950">Day-pass bundles</legend>
                {cart.bundles.map((bundle) => {
                  const price = option?.bundles.find((b) => b.credits === bundle.credits_quantity)?.pricePaise
                  const id = `bundle-${bundle.credits_quantity}`
                  return (
                    <div key={bundle.credits_quantity} className="flex flex-wrap items-center gap-3">
                      <label htmlFor={id} className="min-w-48">
                        Bundle of {bundle.credits_quantity} day-pass credits{price !== undefined && ` (${formatPaise(price)})`}
                      </label>
                      <select
                        id={id}
                        className="rounded-lg border border-slate-300 px-3 py-2"
                        value={bundle.bundlesAddedCount}
                        disabled={busy || awaitingPayment || Boolean(privateOffice)}
                        onChange={(e) =>
                          void setBundles(bundle.credits_quantity as 5 | 10, Number(e.target.value), bundle.bundlesAddedCount)
                        }
                      >
                        {[0, 1, 2, 3, 4, 5].map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </div>
                  )
                })}
              </fieldset>
            )}
            {loyalty && (
              <fieldset>
                <legend className="text-lg font-semibold text-brand-950">Loyalty membership</legend>
                <label className="mt-2 flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-5"
                    checked={cart.loyaltyMembership}
                    disabled={awaitingPayment}
                    aria-busy={busy}
                    onChange={(e) => {
                      if (!busy) void toggleLoyalty(e.target.checked)
                    }}
                  />
                  <span>
                    Add a loyalty membership: {formatPaise(loyalty.pricePaise)} for {loyalty.validityDays} days, with{' '}
                    {loyalty.dayPassDiscountPercent}% off day passes in this cart at once (use the code LOYALTY-20-PERCENT).
                  </span>
                </label>
              </fieldset>
            )}
          </div>
        )}

        {step === 3 &&
          (!signedIn ? (
            <div className="rounded-lg border border-slate-200 p-4">
              <p className="mb-3 text-slate-700">Log in to choose who comes on each date. Your cart is kept.</p>
              <button type="button" className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white" onClick={() => openLogin()}>
                Log in to continue
              </button>
            </div>
          ) : cart.dayPassItemsArray.length === 0 ? (
            <p className="text-slate-700">There are no day passes in this cart, so nobody to choose. Continue to billing.</p>
          ) : (
            <div className="space-y-4">
              {cart.teamMembers.length === 0 && (
                <p className="text-slate-700">
                  You have no team members yet. Add them in{' '}
                  <a href="/account/" className="font-semibold text-brand-900 underline">
                    My account
                  </a>{' '}
                  to bring them along.
                </p>
              )}
              {cart.dayPassItemsArray.map((item) => (
                <fieldset key={item.date} className="rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 font-semibold text-brand-950">{formatDateLong(item.date)}</legend>
                  <label className="flex items-center gap-3 py-1">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={item.selfIncluded}
                      disabled={awaitingPayment}
                      aria-busy={busy}
                      onChange={(e) =>
                        !busy && void dispatch({ type: 'day-pass/set-self-included', date: item.date, selfIncluded: e.target.checked })
                      }
                    />
                    I am coming
                  </label>
                  {cart.teamMembers.map((member) => (
                    <label key={member.contact_id} className="flex items-center gap-3 py-1">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={item.team_members.includes(member.contact_id)}
                        disabled={awaitingPayment}
                        aria-busy={busy}
                        onChange={(e) =>
                          !busy &&
                          void dispatch({
                            type: 'day-pass/set-team-members',
                            date: item.date,
                            contactIds: e.target.checked
                              ? [...item.team_members, member.contact_id]
                              : item.team_members.filter((id) => id !== member.contact_id),
                          })
                        }
                      />
                      {member.name}
                    </label>
                  ))}
                </fieldset>
              ))}
              <p className="text-slate-700">
                {cart.noOfDayPassCount} day {cart.noOfDayPassCount === 1 ? 'pass' : 'passes'} in this cart.
              </p>
            </div>
          ))}

        {step >= 4 && !signedIn && (
          <button type="button" className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white" onClick={() => openLogin()}>
            Log in to continue
          </button>
        )}
        {step >= 4 && signedIn && (
          <BillingStep
            review={step === 5}
            selectedId={view?.billingAddressId ?? null}
            awaitingPayment={awaitingPayment}
            ready={ready || awaitingPayment}
            totalLabel={formatPaise(cart.totalEstimatedPrice)}
            onReady={(answer) => {
              setView(answer as ServerView)
              setCart((answer as ServerView).cart)
              setReady(true)
              track('payment_started', { page_type: PAGE_TYPE, step: 'ready-to-pay' })
            }}
          />
        )}
        {step >= 4 && signedIn && (ready || awaitingPayment) && (
          <div className="mt-4">
            {/* The order is made from the server's cart and prices; a failed or closed payment keeps this cart. Paid in
                full by credits, a coupon or loyalty, it is confirmed without the payment sheet. */}
            <PayButton
              label={cart.totalEstimatedPrice === 0 ? 'Confirm booking (nothing to pay)' : `Pay ${formatPaise(cart.totalEstimatedPrice)}`}
            />
          </div>
        )}

        <div className="mt-8 flex flex-wrap gap-3">
          {step > 1 && (
            <button
              type="button"
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-brand-900"
              onClick={() => void goToStep('step/back')}
            >
              Back
            </button>
          )}
          {step < STEP_TITLES.length && (
            <button
              type="button"
              disabled={busy || !cart.selectedBuilding || (step >= 3 && !signedIn)}
              className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
              onClick={() => void goToStep('step/next')}
            >
              Continue
            </button>
          )}
        </div>
      </section>

      <aside aria-labelledby="cart-summary-heading" className="h-fit rounded-xl border border-slate-200 p-5 lg:sticky lg:top-24">
        <h2 id="cart-summary-heading" className="mb-3 text-lg font-semibold text-brand-950">
          Summary{cart.selectedBuilding ? `: ${cart.selectedBuilding.name}` : ''}
        </h2>
        {signedIn ? (
          <>
            <CartSummary cart={cart} />
            <CouponField
              busy={busy || awaitingPayment}
              applied={cart.appliedCouponCode}
              outcome={view?.price?.coupon ?? null}
              onApply={async (code) => {
                if (await dispatch({ type: 'coupon/apply', code })) return true
                return false
              }}
              onRemove={() => void dispatch({ type: 'coupon/remove' })}
            />
          </>
        ) : (
          <p className="text-slate-700">
            {cart.noOfDayPassCount > 0 && `${cart.noOfDayPassCount} day ${cart.noOfDayPassCount === 1 ? 'pass' : 'passes'}. `}
            Log in to see your total with GST, apply a coupon and use your credits.
          </p>
        )}
      </aside>
    </div>
  )
}

function CouponField({
  busy,
  applied,
  outcome,
  onApply,
  onRemove,
}: {
  busy: boolean
  applied: string | null
  outcome: { status: 'applied' | 'refused'; message: string; code: string } | null
  onApply: (code: string) => Promise<boolean>
  onRemove: () => void
}) {
  const [code, setCode] = useState('')
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!outcome) return
    const key = `${outcome.code}:${outcome.status}`
    if (reported.current === key) return
    reported.current = key
    track(outcome.status === 'applied' ? 'cart_coupon_applied' : 'cart_coupon_refused', { coupon_code: outcome.code, page_type: PAGE_TYPE })
  }, [outcome])
  return (
    <form
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) void onApply(code).then((ok) => ok && setCode(''))
      }}
    >
      <label htmlFor="cart-coupon" className="mb-1.5 block text-sm font-medium text-slate-800">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id="cart-coupon"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-describedby="cart-coupon-message"
        />
        <button type="submit" disabled={busy} className="rounded-lg bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
          Apply
        </button>
      </div>
      <p
        id="cart-coupon-message"
        role="status"
        className={`mt-2 text-sm ${outcome?.status === 'refused' ? 'text-red-800' : 'text-emerald-800'}`}
      >
        {outcome?.message ?? ''}
      </p>
      {applied && (
        <button type="button" className="mt-1 text-sm font-semibold text-brand-900 underline" onClick={onRemove} disabled={busy}>
          Remove coupon {applied}
        </button>
      )}
    </form>
  )
}
