/**
 * The page's one script: filters and sorting over the items already in the HTML. It reads only the
 * page's own data attributes and sets `hidden` and the order: it writes no HTML, so no name can become markup.
 */
export const SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('filters');
  var list = document.getElementById('items');
  if (!form || !list) return;
  var field = function (id) { return document.getElementById(id); };
  var items = Array.prototype.slice.call(list.querySelectorAll('details.item'));
  var shown = field('shown');
  function apply() {
    var org = field('f-org').value, kind = field('f-kind').value, state = field('f-state').value;
    var text = field('f-text').value.trim().toLowerCase();
    var n = 0;
    for (var i = 0; i < items.length; i++) {
      var d = items[i].dataset;
      var ok = (!org || d.org === org) && (!kind || d.kind === kind) &&
        (!state || d.state === state || (state === ':refused' && d.refused === 'true')) &&
        (!text || d.text.indexOf(text) >= 0);
      items[i].hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = n + ' of ' + items.length + ' shown';
  }
  function sort() {
    var by = field('f-sort').value;
    var key = function (el) {
      if (by === 'devices') return -Number(el.dataset.devices);
      return Number(el.dataset.i);
    };
    var text = function (el) { return by === 'address' ? el.dataset.text : by === 'org' ? el.dataset.org : ''; };
    var sorted = items.slice().sort(function (a, b) {
      var ta = text(a), tb = text(b);
      if (ta !== tb) return ta < tb ? -1 : 1;
      return key(a) - key(b) || Number(a.dataset.i) - Number(b.dataset.i);
    });
    var fragment = document.createDocumentFragment();
    sorted.forEach(function (el) { fragment.appendChild(el); });
    list.appendChild(fragment);
  }
  items.forEach(function (el, i) { el.dataset.i = String(i); });
  form.hidden = false;
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.addEventListener('input', function (event) { if (event.target.id === 'f-sort') sort(); else apply(); });
  form.addEventListener('change', function (event) { if (event.target.id === 'f-sort') sort(); else apply(); });
  field('f-open').addEventListener('click', function () { items.forEach(function (el) { if (!el.hidden) el.open = true; }); });
  field('f-close').addEventListener('click', function () { items.forEach(function (el) { el.open = false; }); });
  Array.prototype.forEach.call(document.querySelectorAll('table.matrix td.cell'), function (td) {
    td.title = 'show these changes below';
    td.addEventListener('click', function () {
      field('f-org').value = td.dataset.org; field('f-kind').value = td.dataset.kind; field('f-state').value = '';
      apply();
      form.scrollIntoView();
    });
  });
  apply();
})();
`;
