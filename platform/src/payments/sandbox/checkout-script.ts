/**
 * The sandbox's checkout.js: `window.Razorpay` with Razorpay Checkout's browser contract
 * (`new Razorpay(options)`, `on('payment.failed', cb)`, `open()`, `close()`; `options.handler` on
 * success, `options.modal.ondismiss` when the person closes it), drawing its own accessible dialog
 * instead of Razorpay's iframe. Plain ES2017 without a framework, so any page can load it.
 * The pay endpoint is found beside the script's own URL; `fallbackPayUrl` serves when the script
 * was injected in a way that hides it.
 */
export function checkoutScript(fallbackPayUrl: string): string {
  return `/* MoRe AI - Razorpay sandbox checkout. No real money moves here. */
(function () {
  'use strict';
  var current = document.currentScript;
  var PAY_URL = current && current.src ? new URL('checkout/pay', current.src).href : ${JSON.stringify(fallbackPayUrl)};
  var counter = 0;

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'style') Object.assign(node.style, attributes.style);
      else if (name === 'text') node.textContent = attributes.text;
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('Razorpay: no key passed');
    if (typeof options.order_id !== 'string' || !options.order_id) throw new Error('Razorpay: no order_id passed');
    this.options = options;
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, value) {
    (this.listeners[event] || []).forEach(function (callback) { callback(value); });
  };

  Razorpay.prototype.close = function () {
    if (!this.root) return;
    document.removeEventListener('keydown', this.onKey, true);
    this.root.remove();
    this.root = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.root) return this;
    var self = this;
    var o = this.options;
    var id = 'rzp-sandbox-' + (counter += 1);
    var colour = (o.theme && o.theme.color) || '#2d5bff';
    var prefill = o.prefill || {};
    var field = { display: 'block', width: '100%', boxSizing: 'border-box', padding: '8px', margin: '4px 0', font: 'inherit', border: '1px solid #8a8a8a', borderRadius: '4px' };
    var hint = { margin: '0 0 12px', fontSize: '13px', color: '#444' };

    var upi = el('input', { type: 'radio', name: id + '-method', id: id + '-upi', value: 'upi', checked: 'checked' });
    var card = el('input', { type: 'radio', name: id + '-method', id: id + '-card', value: 'card' });
    var vpa = el('input', { id: id + '-vpa', name: 'vpa', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': id + '-vpa-hint', style: field });
    var number = el('input', { id: id + '-number', name: 'card-number', inputmode: 'numeric', autocomplete: 'off', 'aria-describedby': id + '-number-hint', style: field });
    var upiGroup = el('div', {}, [
      el('label', { for: id + '-vpa', text: 'UPI ID' }), vpa,
      el('p', { id: id + '-vpa-hint', style: hint, text: 'Test UPI IDs: success@razorpay succeeds, failure@razorpay fails.' }),
    ]);
    var cardGroup = el('div', { hidden: 'hidden' }, [
      el('label', { for: id + '-number', text: 'Card number' }), number,
      el('p', { id: id + '-number-hint', style: hint, text: 'Test cards: 4100 2800 0000 1007 succeeds, 4000 0000 0000 0002 is declined.' }),
    ]);
    var status = el('p', { role: 'alert', style: { minHeight: '1.4em', margin: '0 0 12px', color: '#b3261e' } });
    var pay = el('button', { type: 'submit', style: { width: '100%', padding: '10px', font: 'inherit', fontWeight: '600', color: '#fff', background: colour, border: '0', borderRadius: '4px', cursor: 'pointer' }, text: 'Pay ' + rupees(o.amount) });
    var closeButton = el('button', { type: 'button', 'aria-label': 'Close', style: { position: 'absolute', top: '8px', right: '8px', background: 'none', border: '0', fontSize: '20px', cursor: 'pointer', color: '#222' }, text: '\\u2715' });
    var form = el('form', { novalidate: 'novalidate' }, [
      el('fieldset', { style: { border: '0', padding: '0', margin: '0 0 12px' } }, [
        el('legend', { text: 'Pay by', style: { fontWeight: '600', marginBottom: '4px' } }),
        upi, el('label', { for: id + '-upi', text: ' UPI ', style: { marginRight: '16px' } }),
        card, el('label', { for: id + '-card', text: ' Card' }),
      ]),
      upiGroup, cardGroup, status, pay,
    ]);
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': id + '-title', 'aria-describedby': id + '-about', style: { position: 'relative', background: '#fff', color: '#222', width: 'min(420px, calc(100vw - 32px))', maxHeight: 'calc(100vh - 32px)', overflow: 'auto', padding: '24px', borderRadius: '8px', boxShadow: '0 8px 32px rgba(0,0,0,.4)', font: '15px/1.4 system-ui, sans-serif' } }, [
      closeButton,
      el('h2', { id: id + '-title', style: { margin: '0 0 4px', fontSize: '20px', borderLeft: '4px solid ' + colour, paddingLeft: '8px' }, text: (o.name || 'Payment') + ' \\u2014 Razorpay sandbox' }),
      el('p', { id: id + '-about', style: { margin: '0 0 12px' }, text: 'Sandbox checkout: no real money moves. ' + (o.description || '') }),
      el('p', { style: { margin: '0 0 16px', fontSize: '18px' } }, [document.createTextNode('Amount: '), el('strong', { text: rupees(o.amount) })]),
      form,
    ]);
    this.root = el('div', { 'data-razorpay-sandbox': '', style: { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,.6)' } }, [dialog]);

    function chosen() { return card.checked ? 'card' : 'upi'; }
    function showMethod() {
      upiGroup.hidden = chosen() !== 'upi';
      cardGroup.hidden = chosen() !== 'card';
      status.textContent = '';
    }
    upi.addEventListener('change', showMethod);
    card.addEventListener('change', showMethod);
    closeButton.addEventListener('click', function () { self.dismiss(); });

    this.onKey = function (event) {
      if (!self.root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        self.dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var focusable = Array.prototype.filter.call(dialog.querySelectorAll('button, input'), function (node) {
        return !node.disabled && node.offsetParent !== null;
      });
      if (!focusable.length) return;
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      var inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && (document.activeElement === last || !inside)) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', this.onKey, true);

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var body = { key_id: o.key, order_id: o.order_id, method: chosen() };
      if (body.method === 'upi') body.vpa = vpa.value;
      else body.card = { number: number.value };
      if (prefill.email) body.email = String(prefill.email);
      if (prefill.contact) body.contact = String(prefill.contact);
      pay.disabled = true;
      status.style.color = '#222';
      status.textContent = 'Processing payment\\u2026';
      fetch(PAY_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (response) {
          return response.json().then(function (answer) { return { ok: response.ok, answer: answer }; });
        })
        .then(function (result) {
          if (result.ok) {
            self.close();
            if (typeof o.handler === 'function') o.handler(result.answer);
            return;
          }
          var error = (result.answer && result.answer.error) || { description: 'The payment could not be made.' };
          status.style.color = '#b3261e';
          status.textContent = error.description + (error.metadata && error.metadata.payment_id ? ' You can try again.' : '');
          if (error.metadata && error.metadata.payment_id) self.emit('payment.failed', { error: error });
        })
        .catch(function () {
          status.style.color = '#b3261e';
          status.textContent = 'The sandbox could not be reached. Try again.';
        })
        .then(function () { pay.disabled = false; });
    });

    this.returnFocus = document.activeElement;
    document.body.appendChild(this.root);
    vpa.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
}
