// Stichprobe's page: the replay of a record's hands, drawn from the data the replay model
// wrote into the page (#stichprobe-data: the steps as `stichprobe-replay --dump-steps`
// gives them; #stichprobe-view: the table's frames and the panels). No library, no
// request: everything is in the page. The address (#hand=N&step=K&seat=S) follows the
// cursor. Every word shown comes from the data (view.words), in the page's language.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('stichprobe-data').textContent);
  var view = JSON.parse(document.getElementById('stichprobe-view').textContent);
  var W = view.words;
  var state = { hand: 0, step: 0, seat: 0, tab: 'auction' };
  var shownHand = -1;
  var decoded = [];
  var $ = function (id) { return document.getElementById(id); };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  // ---- the data ----
  function hand() { return view.hands[state.hand]; }
  function steps() { return data.hands.length ? data.hands[state.hand].steps : []; }

  // A hand's frames, each complete: the page writes only what changed from the step before.
  function frames(h) {
    if (decoded[h]) return decoded[h];
    var out = [], cur = {};
    view.hands[h].frames.forEach(function (delta) {
      var next = Object.assign({}, cur, delta);
      // A region's cards as a change of the step before's: [removed ids, appended].
      Object.keys(delta).forEach(function (k) {
        var v = delta[k];
        if (k.charAt(0) !== 'c' || !Array.isArray(v)) return;
        var s = cur[k] || '';
        for (var i = 0; i < v[0].length; i++) {
          var at = s.indexOf(v[0].charAt(i));
          s = s.slice(0, at) + s.slice(at + 1);
        }
        next[k] = s + v[1];
      });
      cur = next;
      out.push(cur);
    });
    decoded[h] = out;
    return out;
  }

  function face(code) {
    var faces = view.games[hand().game] || {};
    return faces[code] || ['?', 0, '', '', code];
  }

  // ---- text measured as the browser draws it (to set a line smaller, never cut) ----
  var canvas = document.createElement('canvas').getContext('2d');
  var family = getComputedStyle(document.documentElement).fontFamily;
  function textWidth(text, px, bold) {
    canvas.font = (bold ? 'bold ' : '') + px + 'px ' + family;
    return canvas.measureText(text).width;
  }

  // ---- the table ----
  function abs(e, x, y, w, h) {
    var box = view.box;
    e.style.left = (x - box[0]) + 'px';
    e.style.top = (y - box[1]) + 'px';
    if (w !== undefined) e.style.width = w + 'px';
    if (h !== undefined) e.style.height = h + 'px';
    return e;
  }

  // A suit or the fool's star (the page's <defs>), centred at cx, cy (in em of the card).
  function svgUse(symbol, cx, cy, size) {
    var box = symbol === 's-star' ? '-1 -1 2 2' : '-0.5 -0.5 1 1';
    var holder = document.createElement('div');
    holder.innerHTML = '<svg viewBox="' + box + '"><use href="#' + symbol + '"></use></svg>';
    var s = holder.firstChild;
    s.style.left = (cx - size / 2) + 'em';
    s.style.top = (cy - size / 2) + 'em';
    s.style.width = size + 'em';
    s.style.height = size + 'em';
    return s;
  }

  // Text in a card, in em of the card's height, set smaller where it is wider than `maxW`.
  function cardText(cls, text, left, top, size, maxW, h) {
    var t = el('span', cls, text);
    var px = size * h, wpx = textWidth(text, px, true);
    if (maxW && wpx > maxW * h) size *= maxW * h / wpx;
    // In pixels: a span's own em would be its font's, not the card's.
    t.style.left = left * h + 'px';
    t.style.top = top * h + 'px';
    t.style.fontSize = size * h + 'px';
    return t;
  }

  // One card as the replayer's draw_card draws it (replayer/app/card_drawing.cpp).
  function drawCard(code, x, y, h, f) {
    var fc = face(code), kind = fc[0];
    var c = abs(el('div', 'card'), x, y);
    c.dataset.region = f.region;
    c.style.fontSize = h + 'px';
    c.title = f.hidden ? W.hidden : fc[4] + '\n' + W.thrCode + ': ' + code;
    c.dataset.code = f.hidden ? '' : code;
    var idx = Math.round(h * 0.2) / h, corner = [0.0462, 0.035];
    var suited = kind !== 'T' && kind !== 'F' && kind !== '?';
    if (f.hidden || kind === '?') {
      c.classList.add('back');
      c.appendChild(el('span', 'pattern'));
      if (f.hidden) return c;
      c.appendChild(cardText('q', '?', 0.33, 0.34, 0.3, 0, h));
    } else if (kind === 'T') {
      c.classList.add('tarock');
      c.appendChild(el('span', 'frame'));
      c.appendChild(cardText('idx', fc[2], corner[0], corner[1], idx, 0.3, h));
      var big = cardText('big', fc[3], 0.396, 0.45, 0.26, 0.4092, h);
      c.appendChild(big);
    } else if (kind === 'F') {
      c.classList.add('tarock', 'fool');
      c.appendChild(svgUse('s-star', 0.132, 0.14, 0.17));
      c.appendChild(svgUse('s-star', 0.3828, 0.52, 0.4));
    } else {
      if (kind === 'H' || kind === 'D') c.classList.add('red');
      c.appendChild(cardText('idx', fc[2], corner[0], corner[1], idx, 0.3, h));
      c.appendChild(svgUse('s-' + kind, corner[0] + idx * 0.3, corner[1] + idx * 1.45, idx * 0.55));
      if (fc[1]) {
        c.appendChild(el('span', 'court'));
        c.appendChild(cardText('big', fc[2], 0.3828, 0.33, 0.3, 0.33, h));
        c.appendChild(svgUse('s-' + kind, 0.3828, 0.77, 0.17));
      } else {
        c.appendChild(svgUse('s-' + kind, 0.3828, 0.6, 0.36));
      }
    }
    ['legal', 'led', 'wins', 'marked'].forEach(function (k) {
      if (f[k]) { c.classList.add(k); c.appendChild(el('span', 'ring ' + k)); }
    });
    // Beside the suit: '?' for a card the engine filled in, '!' for one a finding points at.
    var mx = corner[0] + (suited ? idx * 0.62 : 0);
    if (f.inferred) {
      c.appendChild(cardText('mark inferred', '?', mx, 0.27, 0.13, 0, h));
      mx += 0.13 * 0.85 + idx * 0.1;
    }
    if (f.marked) c.appendChild(cardText('mark finding', '!', mx, 0.27, 0.13, 0, h));
    return c;
  }

  // Whose cards the seat view hides at this frame (the viewer's own and what was played show).
  function hiddenIn(regionId, fr) {
    if (!state.seat) return false;
    if (regionId.indexOf('hand-') === 0) return regionId !== 'hand-' + state.seat;
    if (regionId === 'talon') return fr.ph === 'deal' || fr.ph === 'auction';
    if (regionId === 'discards') return fr.ph !== 'scoring' && fr.ds !== state.seat;
    return false;
  }

  function stepLine(s) {
    return W.stepLine + (s + 1) + '/' + steps().length + ': ' + steps()[s].label;
  }

  // A string of the page: a text, or the ids of its parts: [i, j] joined by " · ",
  // ["|", i, j] by " | ", [":", i, j] by ": ".
  function text(i) {
    var t = view.strings[i];
    if (typeof t === 'string') return t;
    if (typeof t[0] === 'string') return t.slice(1).map(text).join(t[0] === '|' ? ' | ' : ': ');
    return t.map(text).join(' \u00b7 ');
  }

  // The texts of a frame: "T<i>" the header's lines, "P<seat><i>" the plates', "K<i>" the
  // trick's labels, "X<i>" the rest; each [place, string] (string -1: the step line).
  function drawTexts(table, fr) {
    Object.keys(fr).forEach(function (key) {
      var kind = key.charAt(0), v = fr[key];
      if (!/^[TPKX]\d+$/.test(key) || !v) return;
      var p = view.places[v[0]], str = v[1] < 0 ? stepLine(state.step) : text(v[1]);
      var style = p[3], clip = p[4], px = p[2];
      // A plate's name line is highlighted for the seat to move.
      if (key === 'P' + fr.tm + '0' && style === 1) style = 3;
      var t = abs(el('div', 'txt s' + style, str), p[0], p[1]);
      t.dataset.key = key;
      // The header's and the plates' lines are set smaller where the reader's font is wider.
      if (kind === 'T' || kind === 'P') {
        var room = clip[2] - 2 * (p[0] - clip[0]), bold = style === 1 || style === 3 || style === 4;
        var wpx = textWidth(str, px, bold);
        if (wpx > room && room > 0) px *= room / wpx;
      }
      t.style.fontSize = px + 'px';
      if (kind === 'T') t.classList.add('header-line');
      table.appendChild(t);
    });
  }

  // A region's slots from their runs ([x, dx, count, y(, ly)] or [count] empty ones).
  function slotsOf(runs) {
    if (runs.slots) return runs.slots;
    var out = [];
    runs.forEach(function (r) {
      if (r.length === 1) { for (var e = 0; e < r[0]; e++) out.push(null); return; }
      for (var i = 0; i < r[2]; i++) {
        var x = Math.round((r[0] + r[1] * i) * 10) / 10;
        out.push(r.length > 4 ? [x, r[3], r[4]] : [x, r[3]]);
      }
    });
    runs.slots = out;
    return out;
  }

  function drawTable() {
    var table = $('table');
    table.textContent = '';
    var box = view.box;
    table.style.width = box[2] + 'px';
    table.style.height = box[3] + 'px';
    var fr = frames(state.hand)[state.step];
    if (!fr) {
      var note = abs(el('div', 'note', data.hands.length ? W.noReplay : W.noHandRead), box[0] + 8, box[1] + 8,
        box[2] - 16);
      table.appendChild(note);
      return;
    }
    var ep = view.epochs[fr.g], felt = ep.felt;
    table.appendChild(abs(el('div', 'felt-edge'), felt[0], felt[1], felt[2], felt[3]));
    table.appendChild(abs(el('div', 'felt'), felt[0] + 4, felt[1] + 4, felt[2] - 8, felt[3] - 8));
    ep.regions.forEach(function (r) {
      if (r[0] !== 'seat') return;
      var plate = abs(el('div', 'plate'), r[2][0], r[2][1], r[2][2], r[2][3]);
      var seat = +r[1].slice(5);
      plate.dataset.seat = seat;
      if (seat === fr.tm) plate.classList.add('to-move');
      if (seat === state.seat) plate.classList.add('viewer');
      table.appendChild(plate);
    });
    var codes = hand().cards.split(' ');
    var ids = '0ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%()*+,-./:;=?@[]^_{|}~'.slice(1);
    var codeOf = function (id) { return codes[ids.indexOf(id)]; };
    var times = {};
    ep.cards.forEach(function (region, r) {
      var s = fr['c' + r] || '', trick = region[0] === 'trick';
      for (var i = trick ? 1 : 0; i < s.length; i += trick ? 2 : 1) times[s[i]] = (times[s[i]] || 0) + 1;
    });
    ep.cards.forEach(function (region, r) {
      var regionId = region[0], h = region[1], slots = slotsOf(region[2]), s = fr['c' + r] || '';
      var trick = regionId === 'trick', hidden = hiddenIn(regionId, fr);
      for (var i = 0, n = 0; i < s.length; n++) {
        var seat = trick ? +s[i++] : 0, id = s[i++], key = trick ? seat - 1 : n;
        var slot = slots[key];
        if (!slot) continue;
        // Flags by id; a card on the table more than once (the unknown cards, a card dealt
        // twice) by its place.
        var unknown = times[id] > 1, place = r + ',' + key;
        var legal = !hidden && (unknown ? fr.Lu.indexOf(place) >= 0 : fr.L.indexOf(id) >= 0);
        var marked = !hidden && (unknown ? fr.Mu.indexOf(place) >= 0 : fr.M.indexOf(id) >= 0);
        var y = legal && slot.length > 2 ? slot[2] : slot[1];
        table.appendChild(drawCard(codeOf(id), slot[0], y, h, {
          legal: legal, hidden: hidden, region: regionId,
          marked: marked,
          inferred: !hidden && hand().inferred.indexOf(id) >= 0,
          led: trick && seat === fr.lw[0], wins: trick && seat === fr.lw[1]
        }));
      }
    });
    drawTexts(table, fr);
  }

  function scaleTable() {
    var wrap = $('table-wrap'), box = view.box;
    var narrow = window.innerWidth <= 900 || window.innerHeight <= 480;
    var k = Math.min((wrap.clientWidth - 16) / box[2], 2);
    if (!narrow) k = Math.min(k, (wrap.clientHeight - 16) / box[3]);
    k = Math.max(k, 0.2);
    $('table').style.transform = 'scale(' + k + ')';
    // Side by side the table takes the room it has; one below the other, as much as it needs.
    wrap.style.height = narrow ? (box[3] * k + 16) + 'px' : '';
    // Centred in its room.
    $('table').style.left = Math.max(8, (wrap.clientWidth - box[2] * k) / 2) + 'px';
  }

  // ---- the panels ----
  function findingItem(f, outside) {
    var li = el('li', outside ? 'outside' : '');
    li.dataset.code = f.code;
    li.dataset.line = f.line;
    li.dataset.column = f.column;
    li.appendChild(el('div', 'sev-' + f.sev, f.word + '  ' + f.code));
    li.appendChild(el('div', 'msg', f.msg));
    li.appendChild(el('div', 'where', f.where + (f.rule ? '  |  ' + f.rule : '')));
    if (f.ruling) li.appendChild(el('div', 'ruling', W.ruling + ': ' + f.ruling));
    return li;
  }

  function drawHandList() {
    var t = $('hand-list');
    t.textContent = '';
    if (!view.hands.length) { t.appendChild(el('caption', 'dim', W.noHands)); return; }
    var head = el('tr');
    [W.colNumber, W.colHand, W.colFindings].forEach(function (w) { head.appendChild(el('th', '', w)); });
    t.appendChild(head);
    view.hands.forEach(function (h, i) {
      var tr = el('tr', 'hand');
      tr.dataset.hand = i + 1;
      tr.appendChild(el('td', '', String(h.row.n)));
      var td = el('td');
      h.row.lines.forEach(function (line, k) { td.appendChild(el('div', k >= h.row.dim ? 'dim' : '', line)); });
      tr.appendChild(td);
      tr.appendChild(el('td', h.row.errors ? 'count-errors' : h.row.findings ? 'count-warnings' : 'count-none',
        String(h.row.findings)));
      tr.addEventListener('click', function () { go(i, 0); });
      t.appendChild(tr);
    });
  }

  function drawPhases() {
    var ol = $('phase-list');
    ol.textContent = '';
    hand().panels.phases.forEach(function (p, i) {
      var n = p[2] - p[1] + 1;
      var li = el('li', p[3] ? 'has-findings' : '', p[0] + '  (' + n + ' ' + (n === 1 ? W.stepWord : W.stepsWord) + ')');
      if (p[3]) li.title = p[3] + ' ' + W.findingsHere;
      li.addEventListener('click', function () { go(state.hand, p[1]); });
      ol.appendChild(li);
    });
  }

  function drawFindings() {
    var ul = $('finding-list');
    ul.textContent = '';
    view.outside.forEach(function (f) { ul.appendChild(findingItem(f, true)); });
    var fs = view.hands.length ? hand().panels.findings : [];
    if (view.hands.length && !fs.length) ul.appendChild(el('li', 'outside where', W.noHandFindings));
    if (!view.hands.length && !view.outside.length) ul.appendChild(el('li', 'outside where', W.noFindings));
    fs.forEach(function (f, i) {
      var li = findingItem(f, false);
      li.dataset.step = f.step;
      li.title = f.step >= 0 ? W.goToStep + ' ' + (f.step + 1) : W.notTiedToStep;
      li.addEventListener('click', function () { if (f.step >= 0) go(state.hand, f.step); });
      ul.appendChild(li);
    });
  }

  function scoreRows(parent, rows, derivation) {
    rows.forEach(function (r) {
      if (typeof r === 'number') r = derivation[r];
      var d = el('div', 'score-row' + (r[4] ? ' mismatch' : ''));
      d.appendChild(el('div', 'item', text(r[0])));
      var v = el('div', 'values', W.computed + ' ' + text(r[1]));
      if (r[2] >= 0) {
        v.appendChild(document.createTextNode('  | ' + W.recorded + ' ' + text(r[2]) + '  '));
        v.appendChild(el('span', r[4] ? 'differs' : 'agrees', r[4] ? W.differs : W.agrees));
      }
      d.appendChild(v);
      if (text(r[3])) d.appendChild(el('div', 'values detail', text(r[3])));
      parent.appendChild(d);
    });
  }

  var tabs = ['auction', 'scoring', 'session', 'record'];

  function drawTab() {
    var body = $('tab-body'), p = hand().panels, fr = frames(state.hand)[state.step] || {};
    body.textContent = '';
    if (state.tab === 'auction') {
      if (!p.calls.length) body.appendChild(el('div', 'where', W.noAuction));
      var ol = el('ol');
      p.calls.forEach(function (c, i) {
        var made = i < (fr.calls || 0);
        var li = el('li', 'call' + (made ? '' : ' later') + (c[1] === state.step ? ' current' : '') +
          (c[2] ? ' marked' : ''), c[0] + (c[2] ? '   (!)' : ''));
        li.addEventListener('click', function () { if (c[1] >= 0) go(state.hand, c[1]); });
        ol.appendChild(li);
      });
      body.appendChild(ol);
      p.contract.forEach(function (line) { body.appendChild(el('div', '', line)); });
    } else if (state.tab === 'scoring') {
      var s = p.scoring;
      if (s.outcome) body.appendChild(el('div', 'outcome', s.outcome));
      if (!s.sheet.length && !s.derivation.length) { body.appendChild(el('div', 'where', W.noResult)); return; }
      if (fr.r === '0' || fr.r === 0) {
        body.appendChild(el('div', 'where', W.notFinished));
        var b = el('button', '', W.goToEnd);
        b.type = 'button';
        b.addEventListener('click', function () { go(state.hand, steps().length - 1); });
        body.appendChild(b);
      }
      if (s.sheet.length) { body.appendChild(el('div', 'heading', W.settlement)); scoreRows(body, s.sheet, s.derivation); }
      if (s.derivation.length) { body.appendChild(el('div', 'heading', W.computation)); scoreRows(body, s.derivation, s.derivation); }
    } else if (state.tab === 'session') {
      var ses = view.sessions[hand().session];
      if (!ses || !ses.sheet.length) { body.appendChild(el('div', 'where', W.noResult)); return; }
      var t = el('table', 'sheet'), head = el('tr');
      head.appendChild(el('th', '', W.colNumber));
      ses.players.forEach(function (name) { head.appendChild(el('th', '', name)); });
      var thead = el('thead'); thead.appendChild(head); t.appendChild(thead);
      var tb = el('tbody');
      ses.sheet.forEach(function (row, i) {
        var tr = el('tr', i === p.index ? 'current' : '');
        tr.appendChild(el('td', '', String(row[0])));
        row[1].forEach(function (cell) {
          var td = el('td', cell.length > 2 ? 'differs' : '', cell[0] + '  = ' + cell[1]);
          if (cell.length > 2) {
            td.appendChild(el('br'));
            td.appendChild(document.createTextNode('(' + W.recorded + ' ' + cell[2] + ' = ' + cell[3] + ')'));
          }
          tr.appendChild(td);
        });
        tr.addEventListener('click', function () { go(ses.first + i, 0); });
        tb.appendChild(tr);
      });
      t.appendChild(tb);
      body.appendChild(t);
    } else {
      if (!p.notes.length) body.appendChild(el('div', 'where', W.noNotes));
      p.notes.forEach(function (line) { body.appendChild(el('div', 'msg', line)); });
    }
  }

  function drawTabs() {
    var nav = $('tabs');
    nav.textContent = '';
    tabs.forEach(function (t) {
      var b = el('button', t === state.tab ? 'active' : '', W[t]);
      b.type = 'button';
      b.dataset.tab = t;
      b.addEventListener('click', function () { state.tab = t; drawTabs(); drawTab(); });
      nav.appendChild(b);
    });
  }

  function drawSeatSelect() {
    var sel = $('seat-select'), fr = frames(state.hand)[0];
    sel.textContent = '';
    var all = el('option', '', W.allCards);
    all.value = '0';
    sel.appendChild(all);
    var ep = fr ? view.epochs[fr.g] : null;
    if (ep) ep.regions.forEach(function (r) {
      if (r[0] !== 'seat') return;
      var o = el('option', '', r[1].slice(5));
      o.value = r[1].slice(5);
      var ses = view.sessions[hand().session];
      if (ses && ses.players[o.value - 1]) o.textContent = ses.players[o.value - 1] + ' (' + o.value + ')';
      sel.appendChild(o);
    });
    sel.value = String(state.seat);
    sel.title = W.seatViewTip;
  }

  // ---- the cursor ----
  function drawStep() {
    var n = steps().length, s = state.step;
    var slider = $('slider');
    slider.max = Math.max(n, 1);
    slider.value = s + 1;
    slider.disabled = n === 0;
    $('slider-label').textContent = n ? W.sliderStep.replace('%d', s + 1) : W.noSteps;
    ['b-first', 'b-prev-trick', 'b-prev', 'b-next', 'b-next-trick', 'b-last'].forEach(function (id) {
      $(id).disabled = n === 0;
    });
    var st = steps()[s];
    $('step-label').textContent = st ? st.label : '';
    var ul = $('step-findings');
    ul.textContent = '';
    (view.hands.length ? hand().panels.findings : []).forEach(function (f) {
      if (f.step !== s) return;
      var li = el('li');
      li.dataset.code = f.code;
      li.dataset.line = f.line;
      li.dataset.column = f.column;
      li.appendChild(el('div', 'sev-' + f.sev, f.word + ' ' + f.code + ': ' + f.msg));
      li.appendChild(el('div', 'rule-line', '   ' + W.rule + ': ' + f.rule + (f.ruling ? ' | ' + W.ruling + ': ' +
        f.ruling : '')));
      ul.appendChild(li);
    });
    var rows = $('hand-list').querySelectorAll('tr.hand');
    rows.forEach(function (tr, i) { tr.classList.toggle('current', i === state.hand); });
    var phases = view.hands.length ? hand().panels.phases : [];
    $('phase-list').querySelectorAll('li').forEach(function (li, i) {
      li.classList.toggle('current', s >= phases[i][1] && s <= phases[i][2]);
    });
    $('finding-list').querySelectorAll('li[data-step]').forEach(function (li) {
      li.classList.toggle('here', +li.dataset.step === s);
    });
    if (view.hands.length) drawTab();
    drawTable();
    document.body.dataset.hand = state.hand + 1;
    document.body.dataset.step = s + 1;
    document.body.dataset.seat = state.seat;
  }

  function address() {
    var a = '#hand=' + (state.hand + 1) + '&step=' + (state.step + 1);
    return state.seat ? a + '&seat=' + state.seat : a;
  }

  function go(h, s, seat) {
    if (!view.hands.length) { drawStep(); return; }
    h = Math.max(0, Math.min(h, view.hands.length - 1));
    state.hand = h;
    if (seat !== undefined) state.seat = seat;
    var n = data.hands[h].steps.length;
    state.step = n ? Math.max(0, Math.min(s, n - 1)) : 0;
    if (shownHand !== h) {
      shownHand = h;
      drawPhases();
      drawFindings();
      drawSeatSelect();
      var row = $('hand-list').querySelectorAll('tr.hand')[h];
      if (row && row.scrollIntoView) row.scrollIntoView({ block: 'nearest' });
    }
    drawStep();
    if (location.hash !== address()) history.replaceState(null, '', address());
  }

  function fromAddress() {
    var q = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var p = kv.split('=');
      if (p.length === 2) q[p[0]] = parseInt(p[1], 10);
    });
    var h = (q.hand || 1) - 1, s = (q.step || 1) - 1, seat = q.seat > 0 ? q.seat : 0;
    go(isNaN(h) ? 0 : h, isNaN(s) ? 0 : s, seat);
  }

  // The replayer's commands (replayer/model/replay_model.cpp, ReplayModel::apply).
  function phaseIndex() {
    var ps = hand().panels.phases;
    for (var i = 0; i < ps.length; i++) if (state.step >= ps[i][1] && state.step <= ps[i][2]) return i;
    return -1;
  }
  var commands = {
    next: function () { go(state.hand, state.step + 1); },
    prev: function () { go(state.hand, state.step - 1); },
    first: function () { go(state.hand, 0); },
    last: function () { go(state.hand, steps().length - 1); },
    nextTrick: function () {
      var ps = hand().panels.phases, p = phaseIndex();
      if (p < 0) return;
      if (state.step < ps[p][2]) go(state.hand, ps[p][2]);
      else if (p + 1 < ps.length) go(state.hand, ps[p + 1][2]);
    },
    prevTrick: function () {
      var ps = hand().panels.phases, p = phaseIndex();
      go(state.hand, p > 0 ? ps[p - 1][2] : 0);
    },
    nextHand: function () { if (state.hand + 1 < view.hands.length) go(state.hand + 1, 0); },
    prevHand: function () { if (state.hand > 0) go(state.hand - 1, 0); },
    finding: function (next) {
      var best = -1;
      hand().panels.findings.forEach(function (f) {
        if (f.step < 0 || (next ? f.step <= state.step : f.step >= state.step)) return;
        if (best < 0 || (next ? f.step < best : f.step > best)) best = f.step;
      });
      if (best >= 0) go(state.hand, best);
    }
  };

  var keys = {
    ArrowRight: commands.next, ArrowLeft: commands.prev, PageDown: commands.nextTrick, PageUp: commands.prevTrick,
    Home: commands.first, End: commands.last, ArrowDown: commands.nextHand, ArrowUp: commands.prevHand
  };

  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || !view.hands.length) return;
    var t = e.target;
    if (t && (t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'range'))) return;
    var fn = keys[e.key];
    if (e.key === 'f' || e.key === 'F') fn = function () { commands.finding(!e.shiftKey); };
    if (!fn) return;
    e.preventDefault();
    fn();
  }

  function init() {
    $('keys').textContent = W.keys;
    $('hands-title').textContent = W.hands;
    $('phases-title').textContent = W.phases;
    $('table-title').textContent = W.table;
    $('findings-title').textContent = W.findings;
    $('seat-view-word').textContent = W.seatView;
    [['b-first', commands.first, W.firstTip], ['b-prev-trick', commands.prevTrick, W.prevTrickTip],
      ['b-prev', commands.prev, W.prevTip], ['b-next', commands.next, W.nextTip],
      ['b-next-trick', commands.nextTrick, W.nextTrickTip], ['b-last', commands.last, W.lastTip]].forEach(function (b) {
      $(b[0]).title = b[2];
      $(b[0]).addEventListener('click', function () { if (view.hands.length) b[1](); });
    });
    $('slider').addEventListener('input', function () { go(state.hand, this.value - 1); });
    $('seat-select').addEventListener('change', function () { go(state.hand, state.step, +this.value); });
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('hashchange', fromAddress);
    window.addEventListener('resize', scaleTable);
    drawHandList();
    drawTabs();
    if (!view.hands.length) { drawFindings(); drawStep(); } else fromAddress();
    scaleTable();
  }

  init();
})();
