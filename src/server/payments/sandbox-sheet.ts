import qrcode from 'qrcode-generator'
import { formatPaise, type Paise } from '@/domain/money'
import type { PaymentSheet } from '@/integrations/payments/sandbox/gateway'

// The sandbox gateway's hosted payment sheet and its checkout script: what Razorpay's checkout.js and its modal are,
// served by the app. The page's `new Razorpay(options).open()` opens the sheet in a frame over the page; the tester
// picks a method (UPI with a QR code, or the intent link on a phone; card; netbanking) and presses 'Succeed', 'Fail'
// or 'Close'. The sheet asks the sandbox to pay (POST /sandbox-gateway/pay) and hands the page's handler the same
// fields checkout.js does (razorpay_payment_id, razorpay_order_id, razorpay_signature), or the error object of
// 'payment.failed', or calls modal.ondismiss. Both the sheet and its pay call ride on the customer's session (the
// frame is our own origin): only the customer whose order it is may open or pay it.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function upiQrSvg(text: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const svg = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true })
  return svg.replace('<svg ', '<svg role="img" aria-label="UPI QR code: scan with any UPI app" ')
}

export const SANDBOX_BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'] as const

export function sandboxSheetHtml(
  sheet: PaymentSheet,
  options: { description: string; prefillEmail: string; prefillContact: string },
): string {
  const amount = formatPaise(sheet.amountPaise as Paise)
  const paid = sheet.status === 'paid'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escape(amount)} · ${escape(sheet.merchantName)}</title>
<style>
  :root { color-scheme: light; --accent: #0f766e; --ink: #1f2937; --muted: #6b7280; --line: #e5e7eb; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--ink); background: rgba(17, 24, 39, 0.55); min-height: 100vh; display: grid; place-items: center; }
  .sheet { width: min(420px, 100vw); background: #fff; border-radius: 14px; overflow: hidden; box-shadow: 0 20px 60px rgba(0,0,0,.35); }
  header { background: var(--accent); color: #fff; padding: 18px 20px; display: flex; justify-content: space-between; align-items: start; gap: 12px; }
  header h1 { font-size: 17px; margin: 0; }
  header p { margin: 2px 0 0; opacity: .85; font-size: 13px; }
  .amount { font-size: 22px; font-weight: 700; white-space: nowrap; }
  .badge { display: inline-block; margin-top: 6px; background: rgba(255,255,255,.2); padding: 1px 8px; border-radius: 99px; font-size: 11px; letter-spacing: .04em; text-transform: uppercase; }
  [role=tablist] { display: flex; border-bottom: 1px solid var(--line); }
  [role=tab] { flex: 1; background: none; border: 0; border-bottom: 3px solid transparent; padding: 12px 6px; font: inherit; cursor: pointer; color: var(--muted); }
  [role=tab][aria-selected=true] { color: var(--accent); border-bottom-color: var(--accent); font-weight: 600; }
  [role=tabpanel] { padding: 18px 20px; }
  .qr { display: grid; place-items: center; gap: 8px; text-align: center; color: var(--muted); font-size: 13px; }
  .qr svg { width: 180px; height: 180px; }
  .intent { display: none; text-align: center; margin: 8px 0; }
  .intent a { display: inline-block; padding: 10px 16px; border: 1px solid var(--accent); border-radius: 8px; color: var(--accent); text-decoration: none; font-weight: 600; }
  @media (hover: none) and (pointer: coarse) { .intent { display: block; } }
  label { display: block; font-size: 13px; color: var(--muted); margin: 10px 0 4px; }
  input, select { width: 100%; padding: 10px; border: 1px solid var(--line); border-radius: 8px; font: inherit; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  footer { padding: 14px 20px 18px; border-top: 1px solid var(--line); display: grid; gap: 8px; }
  footer p { margin: 0; font-size: 12px; color: var(--muted); text-align: center; }
  .actions { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 8px; }
  button.act { padding: 11px; border-radius: 8px; border: 1px solid var(--line); font: inherit; font-weight: 600; cursor: pointer; background: #fff; }
  button.succeed { background: var(--accent); border-color: var(--accent); color: #fff; }
  button.fail { color: #b91c1c; border-color: #fca5a5; }
  button:focus-visible, [role=tab]:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .status { min-height: 1.2em; text-align: center; font-size: 13px; }
</style>
</head>
<body>
<main class="sheet" aria-labelledby="merchant">
  <header>
    <div>
      <h1 id="merchant">${escape(sheet.merchantName)}</h1>
      <p>${escape(options.description)}</p>
      <span class="badge">Sandbox · test mode</span>
    </div>
    <div class="amount" aria-label="Amount to pay">${escape(amount)}</div>
  </header>
  ${
    paid
      ? '<div role="tabpanel"><p>This order has already been paid.</p></div>'
      : `<div role="tablist" aria-label="Payment method">
    <button role="tab" id="tab-upi" aria-controls="panel-upi" aria-selected="true" data-method="upi">UPI</button>
    <button role="tab" id="tab-card" aria-controls="panel-card" aria-selected="false" tabindex="-1" data-method="card">Card</button>
    <button role="tab" id="tab-netbanking" aria-controls="panel-netbanking" aria-selected="false" tabindex="-1" data-method="netbanking">Netbanking</button>
  </div>
  <section role="tabpanel" id="panel-upi" aria-labelledby="tab-upi">
    <div class="qr">${upiQrSvg(sheet.upiUri)}<span>Scan with any UPI app to pay ${escape(amount)}</span></div>
    <p class="intent"><a href="${escape(sheet.upiUri)}">Pay with a UPI app</a></p>
    <label for="vpa">Or enter your UPI ID</label>
    <input id="vpa" name="vpa" autocomplete="off" placeholder="name@bank" value="success@razorpay">
  </section>
  <section role="tabpanel" id="panel-card" aria-labelledby="tab-card" hidden>
    <label for="card-number">Card number</label>
    <input id="card-number" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111">
    <div class="pair">
      <div><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" autocomplete="cc-exp" value="12/30"></div>
      <div><label for="card-cvv">CVV</label><input id="card-cvv" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
    </div>
  </section>
  <section role="tabpanel" id="panel-netbanking" aria-labelledby="tab-netbanking" hidden>
    <label for="bank">Bank</label>
    <select id="bank">${SANDBOX_BANKS.map((b) => `<option>${escape(b)}</option>`).join('')}</select>
  </section>`
  }
  <footer>
    <div class="status" role="status" aria-live="polite" id="status"></div>
    <div class="actions">
      ${paid ? '' : '<button class="act succeed" type="button" data-outcome="succeed">Succeed</button><button class="act fail" type="button" data-outcome="fail">Fail</button>'}
      <button class="act" type="button" data-outcome="close">Close</button>
    </div>
    <p>Contact ${escape(options.prefillContact || '—')} · ${escape(options.prefillEmail || '—')} · Order ${escape(sheet.receipt ?? sheet.orderId)}</p>
  </footer>
</main>
<script>
(function () {
  var orderId = ${JSON.stringify(sheet.orderId)};
  var method = 'upi';
  var tabs = Array.prototype.slice.call(document.querySelectorAll('[role=tab]'));
  function select(tab) {
    tabs.forEach(function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    });
    method = tab.getAttribute('data-method');
    tab.focus();
  }
  tabs.forEach(function (tab, i) {
    tab.addEventListener('click', function () { select(tab); });
    tab.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowRight') select(tabs[(i + 1) % tabs.length]);
      if (e.key === 'ArrowLeft') select(tabs[(i + tabs.length - 1) % tabs.length]);
    });
  });
  function tell(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(Object.assign({ source: 'sandbox-gateway' }, message), window.location.origin);
  }
  var status = document.getElementById('status');
  Array.prototype.forEach.call(document.querySelectorAll('[data-outcome]'), function (button) {
    button.addEventListener('click', function () {
      var outcome = button.getAttribute('data-outcome');
      if (outcome === 'close') return tell({ type: 'dismiss' });
      status.textContent = 'Processing…';
      fetch('/sandbox-gateway/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: orderId, outcome: outcome, method: method }),
      })
        .then(function (r) { return r.json(); })
        .then(function (answer) {
          if (answer.handler) { status.textContent = 'Payment successful'; tell({ type: 'success', response: answer.handler }); }
          else if (answer.failure) { status.textContent = answer.failure.error.description; tell({ type: 'failed', response: answer.failure }); }
          else status.textContent = answer.refused || 'The payment could not be made.';
        })
        .catch(function () { status.textContent = 'The sandbox gateway did not answer.'; });
    });
  });
})();
</script>
</body>
</html>`
}

/**
 * What the sheet's frame shows when it may not open (no session, or not the customer's order): the reason, and Close,
 * which hands the page modal.ondismiss as the sheet's own Close does.
 */
export function sandboxRefusalHtml(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment not available</title>
<style>
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937; background: rgba(17, 24, 39, 0.55); min-height: 100vh; display: grid; place-items: center; }
  main { width: min(420px, 100vw); background: #fff; border-radius: 14px; padding: 20px; box-shadow: 0 20px 60px rgba(0,0,0,.35); display: grid; gap: 12px; }
  h1 { font-size: 17px; margin: 0; }
  p { margin: 0; }
  button { padding: 11px; border-radius: 8px; border: 1px solid #e5e7eb; font: inherit; font-weight: 600; cursor: pointer; background: #fff; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main aria-labelledby="title">
  <h1 id="title">This payment cannot be made here</h1>
  <p role="alert">${escape(message)}</p>
  <button type="button" id="close">Close</button>
</main>
<script>
document.getElementById('close').addEventListener('click', function () {
  if (window.parent && window.parent !== window) window.parent.postMessage({ source: 'sandbox-gateway', type: 'dismiss' }, window.location.origin);
});
</script>
</body>
</html>`
}

/** checkout.js's stand-in: `new Razorpay(options)`, `.open()`, `.on('payment.failed', fn)`, `.close()`. */
export const SANDBOX_CHECKOUT_JS = `(function () {
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.frame = null;
  }
  Razorpay.prototype.on = function (event, fn) { (this.listeners[event] = this.listeners[event] || []).push(fn); return this; };
  Razorpay.prototype.close = function () {
    if (this.frame) { this.frame.remove(); this.frame = null; }
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
    if (this.previousFocus && this.previousFocus.focus) this.previousFocus.focus();
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var params = new URLSearchParams({ order_id: o.order_id || '', key: o.key || '', description: o.description || '',
      email: (o.prefill && o.prefill.email) || '', contact: (o.prefill && o.prefill.contact) || '' });
    var frame = document.createElement('iframe');
    frame.src = '/sandbox-gateway/pay?' + params.toString();
    frame.title = 'Payment';
    frame.setAttribute('data-sandbox-checkout', '');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent';
    this.previousFocus = document.activeElement;
    this.onMessage = function (event) {
      if (event.origin !== window.location.origin || !event.data || event.data.source !== 'sandbox-gateway') return;
      var data = event.data;
      if (data.type === 'success') { self.close(); if (o.handler) o.handler(data.response); }
      else if (data.type === 'failed') { (self.listeners['payment.failed'] || []).forEach(function (fn) { fn(data.response); }); }
      else if (data.type === 'dismiss') { self.close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    };
    window.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    this.frame = frame;
    frame.addEventListener('load', function () { try { frame.contentWindow.focus(); } catch (e) {} });
  };
  window.Razorpay = Razorpay;
})();
`
