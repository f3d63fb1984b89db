#!/usr/bin/env python3
"""Writes samples/troggu/: valid hands found among generated ones (every contract,
player count and variant, plus the special situations) and faulty ones made by one
edit of a valid hand, each with the findings the validator reports as .expected.
A faulty sample is only kept when its findings are exactly the intended codes.
Run from the repository root after building: python3 tests/troggu/make_samples.py"""
import json, os, re, subprocess, sys

BIN = os.environ.get("STICHPROBE", "build/stichprobe")
OUT = "samples/troggu"
VARIANTS = {"standard": range(3, 9), "visp": range(4, 9), "st-niklaus": range(3, 8), "graechen": range(3, 9)}
TMP = "/tmp/troggu-sample.xml"


def gen(variant, players, seed, options=()):
    args = [BIN, "generate", f"troggu/{variant}", "--players", str(players), "--seed", str(seed)]
    for o in options:
        args += ["--option", o]
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def findings(xml):
    with open(TMP, "w") as f:
        f.write(xml)
    out = subprocess.run([BIN, "validate", "--format", "json", TMP], capture_output=True, text=True).stdout
    return json.loads(out)["files"][0]["findings"]


def contract(xml):
    m = re.search(r'<contract([^>]*)/>', xml)
    return re.search(r'type="(\w+)"', m.group(1)).group(1), m.group(1)


def cards_of(xml, tag_re):
    return re.search(tag_re, xml).group(1).split()


def seat_hands(xml):
    return {int(s): c.split() for s, c in re.findall(r'<cards seat="(\d)">([^<]*)</cards>', xml)}


def narr_withheld(xml):
    """True if some player kept back the Narr when it was his only trump and asked for."""
    hands = seat_hands(xml)
    n = len(hands)
    kind, attrs = contract(xml)
    if kind == "normal":
        decl = int(re.search(r'declarer="(\d)"', attrs).group(1))
        tal = cards_of(xml, r'<talon>([^<]*)</talon>')
        disc = cards_of(xml, r'<discard>([^<]*)</discard>')
        hands[decl] = [c for c in hands[decl] + tal if c not in disc]
    tricks = re.findall(r'<trick lead="(\d)">([^<]*)</trick>', xml)
    for t, (lead, cards) in enumerate(tricks):
        cards = cards.split()
        seat = int(lead)
        for i, c in enumerate(cards):
            h = hands[seat]
            if "F" in h and i > 0 and t < len(tricks) - 1 and c != "F":
                led = cards[0]
                trumps = [x for x in h if x.startswith("T") or x == "F"]
                if trumps == ["F"]:
                    if led.startswith("T") or led == "F":
                        return True
                    if not any(x[0] == led[0] and not x.startswith("T") for x in h if x != "F"):
                        return True
            h.remove(c)
            seat = seat % n + 1
    return False


def write(path, xml, expected=None, comment=""):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(xml)
    exp = path[:-4] + ".expected"
    if expected is not None:
        with open(exp, "w") as f:
            if comment:
                f.write(f"# {comment}\n")
            for fd in expected:
                f.write(f'{fd["line"]}:{fd["column"]} {fd["severity"]} {fd["code"]}\n')
    elif os.path.exists(exp):
        os.remove(exp)


def find(variant, players, want, options=(), start=1, limit=400):
    for seed in range(start, start + limit):
        xml = gen(variant, players, seed, options)
        if want(xml):
            return xml
    raise SystemExit(f"no hand found for {variant}/{players}")


def is_contract(kind):
    return lambda xml: contract(xml)[0] == kind


def forced(xml):
    kind, _ = contract(xml)
    return kind == "normal" and '"normal"' not in xml.split("<auction>")[1].split("</auction>")[0]


def valid_samples():
    for variant, counts in VARIANTS.items():
        for n in counts:
            for kind in ("normal", "solo", "misere"):
                xml = find(variant, n, is_contract(kind))
                assert findings(xml) == [], (variant, n, kind)
                write(f"{OUT}/{variant}/valid-{kind}-{n}p.xml", xml)
    specials = [
        ("standard", 7, "valid-forced-normal-7p", forced, ()),
        ("standard", 8, "valid-forced-normal-8p", forced, ()),
        ("standard", 8, "valid-partner-revealed-8p", lambda x: 'partner-card' in x and partner_found(x), ()),
        ("standard", 7, "valid-partner-in-own-hand-7p", lambda x: 'partner-card' in x and not partner_found(x), ()),
        ("standard", 4, "valid-narr-withheld-4p", narr_withheld, ()),
        ("standard", 3, "valid-narr-withheld-3p", narr_withheld, ()),
        ("st-niklaus", 5, "valid-narr-withheld-5p", narr_withheld, ()),
        ("standard", 5, "valid-tappist-dealer-5p", is_contract("normal"), ("tappist=dealer",)),
        ("standard", 6, "valid-bidding-left-6p", is_contract("normal"), ("bidding-order=left",)),
        ("standard", 4, "valid-base-10-4p", is_contract("solo"), ("base=10",)),
        ("graechen", 4, "valid-four-table-deal-4p", is_contract("normal"), ("graechen-four-deal=table",)),
        ("st-niklaus", 4, "valid-misere-both-pay-4p", is_contract("misere"), ("misere-payment=both",)),
        ("standard", 3, "valid-misere-free-discard-3p", is_contract("misere"), ("misere-trumping=free",)),
    ]
    for variant, n, name, want, opts in specials:
        xml = find(variant, n, want, opts, limit=3000)
        assert findings(xml) == [], name
        write(f"{OUT}/{variant}/{name}.xml", xml)


def partner_found(xml):
    _, attrs = contract(xml)
    card = re.search(r'partner-card="(\w+)"', attrs).group(1)
    decl = int(re.search(r'declarer="(\d)"', attrs).group(1))
    for s, cards in seat_hands(xml).items():
        if card in cards:
            return s != decl
    return False


TRICK = re.compile(r'(<trick lead=")(\d)(">)([^<]*)(</trick>)')


def tricks(xml):
    return [(m, int(m.group(2)), m.group(4).split()) for m in TRICK.finditer(xml)]


def set_tricks(xml, new):
    """new: list of (lead, cards) for every trick, in order."""
    it = iter(new)

    def repl(m):
        lead, cards = next(it)
        return f'{m.group(1)}{lead}{m.group(3)}{" ".join(cards)}{m.group(5)}'
    return TRICK.sub(repl, xml)


def players(xml):
    return len(seat_hands(xml))


def seat_cards(xml):
    """(trick index, position, seat, card) for every card played."""
    n = players(xml)
    out = []
    for t, (_, lead, cards) in enumerate(tricks(xml)):
        seat = lead
        for i, c in enumerate(cards):
            out.append((t, i, seat, c))
            seat = seat % n + 1
    return out


def swaps_same_seat(xml):
    plays = seat_cards(xml)
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    for a in plays:
        for b in plays:
            if a[2] == b[2] and b[0] > a[0] and a[1] > 0:
                new = [(l, list(c)) for l, c in base]
                new[a[0]][1][a[1]], new[b[0]][1][b[1]] = b[3], a[3]
                yield set_tricks(xml, new)


def swaps_two_seats(xml):
    plays = seat_cards(xml)
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    for a in plays:
        for b in plays:
            if a[2] != b[2] and b[0] > a[0] + 1:
                new = [(l, list(c)) for l, c in base]
                new[a[0]][1][a[1]], new[b[0]][1][b[1]] = b[3], a[3]
                yield set_tricks(xml, new)


def wrong_leaders(xml):
    n = players(xml)
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    for t in range(1, len(base)):
        lead, cards = base[t]
        for k in range(1, n):
            new = [(l, list(c)) for l, c in base]
            new[t] = ((lead + k - 1) % n + 1, cards[k:] + cards[:k])
            yield set_tricks(xml, new)


def narr_kept(xml):
    n = players(xml)
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    last = len(base) - 1
    if "F" not in base[last][1]:
        return
    i = base[last][1].index("F")
    owner = (base[last][0] + i - 1) % n + 1
    for t, pos, seat, c in seat_cards(xml):
        if seat == owner and t < last and t > 0:
            new = [(l, list(cc)) for l, cc in base]
            new[t][1][pos], new[last][1][i] = "F", c
            yield set_tricks(xml, new)


def calls(xml):
    return re.findall(r'<call seat="(\d)" bid="(\w+)"(?: card="(\w+)")?/>', xml)


def one(fn):
    def gen_(xml):
        r = fn(xml)
        if r is not None:
            yield r
    return gen_


def replace_nth_call(xml, k, new_bid):
    ms = list(re.finditer(r'<call seat="\d" bid="(\w+)"', xml))
    m = ms[k]
    return xml[:m.start(1)] + new_bid + xml[m.end(1):]


def overcall(xml):
    cs = calls(xml)
    bids = [b for _, b, _ in cs]
    if "normal" in bids:
        for k in range(bids.index("normal") + 1, len(bids)):
            if bids[k] == "pass":
                yield replace_nth_call(xml, k, "normal")


def after_solo(xml):
    cs = calls(xml)
    n = players(xml)
    if len(cs) < n and cs[-1][1] == "solo":
        seat = int(cs[-1][0]) % n + 1
        yield xml.replace("</auction>", f'  <call seat="{seat}" bid="pass"/>\n    </auction>')


def misere_to_normal(xml):
    for k in range(len(calls(xml))):
        yield replace_nth_call(xml, k, "normal")


def normal_to_pass(xml):
    bids = [b for _, b, _ in calls(xml)]
    if "normal" in bids:
        yield replace_nth_call(xml, bids.index("normal"), "pass")


def drop_last_call(xml):
    ms = list(re.finditer(r'\s*<call [^>]*/>', xml))
    yield xml[:ms[-1].start()] + xml[ms[-1].end():]


def swap_first_calls(xml):
    cs = calls(xml)
    a, b = cs[0][0], cs[1][0]
    x = xml.replace(f'<call seat="{a}" bid="pass"/>', 'CALL_A', 1).replace(f'<call seat="{b}" bid="pass"/>', 'CALL_B', 1)
    if 'CALL_A' in x and 'CALL_B' in x:
        yield x.replace('CALL_A', f'<call seat="{b}" bid="pass"/>').replace('CALL_B', f'<call seat="{a}" bid="pass"/>')


def partner_t21(xml):
    m = re.search(r'bid="partner" card="(\w+)"', xml)
    if m:
        yield xml.replace(f'card="{m.group(1)}"', 'card="T21"').replace(f'partner-card="{m.group(1)}"', 'partner-card="T21"')


def partner_mismatch(xml):
    m = re.search(r'partner-card="(\w+)"', xml)
    if m:
        for k in range(2, 21):
            if f"T{k}" != m.group(1):
                yield xml.replace(m.group(0), f'partner-card="T{k}"')


def add_partner_call(xml):
    _, attrs = contract(xml)
    d = re.search(r'declarer="(\d)"', attrs).group(1)
    yield xml.replace("</auction>", f'  <call seat="{d}" bid="partner" card="T20"/>\n    </auction>')


def add_exchange(xml):
    _, attrs = contract(xml)
    d = re.search(r'declarer="(\d)"', attrs).group(1)
    tal = cards_of(xml, r'<talon>([^<]*)</talon>')
    yield re.sub(r'(<contract [^>]*/>)', lambda m: m.group(1) + f'\n    <exchange seat="{d}">\n      <discard>{" ".join(tal)}</discard>\n    </exchange>', xml)


def to_variant(v, opts=""):
    def edit(xml):
        x = xml.replace('variant="standard"', f'variant="{v}"')
        if opts:
            x = x.replace("  <players>", f"  <rules>\n{opts}  </rules>\n  <players>")
        yield x
    return edit


def discard_five(xml):
    _, attrs = contract(xml)
    d = int(re.search(r'declarer="(\d)"', attrs).group(1))
    disc = cards_of(xml, r'<discard>([^<]*)</discard>')
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    for t, pos, seat, c in seat_cards(xml):
        if seat == d and c in ("T21", "T1", "F") or (seat == d and c.endswith("K") and not c.startswith("T")):
            for x in disc:
                new = [(l, list(cc)) for l, cc in base]
                new[t][1][pos] = x
                nd = [c if y == x else y for y in disc]
                y2 = set_tricks(xml, new)
                yield y2.replace(f'<discard>{" ".join(disc)}</discard>', f'<discard>{" ".join(nd)}</discard>')


def drop_discard(xml):
    disc = cards_of(xml, r'<discard>([^<]*)</discard>')
    for k in range(len(disc)):
        yield xml.replace(f'<discard>{" ".join(disc)}</discard>', f'<discard>{" ".join(disc[:k] + disc[k+1:])}</discard>')


def points_plus_one(xml):
    m = re.search(r'<points side="declarer">(\d+)</points>', xml)
    if m:
        yield xml.replace(m.group(0), f'<points side="declarer">{int(m.group(1)) + 1}</points>')


def pay_changed(xml):
    m = re.search(r'<pay seat="(\d)" amount="(-?\d+)"/>', xml)
    if m:
        s, a = m.group(1), int(m.group(2))
        x = xml.replace(m.group(0), f'<pay seat="{s}" amount="{a + 5}"/>')
        yield x.replace(f'<total seat="{s}" value="{a}"/>', f'<total seat="{s}" value="{a + 5}"/>')


def add_bonus(xml):
    ms = list(re.finditer(r'</points>', xml))
    e = ms[-1].end()
    yield xml[:e] + '\n      <bonus seat="1" type="valat" amount="5"/>' + xml[e:]


def tapp_card_to_seat1(xml):
    tal = cards_of(xml, r'<talon>([^<]*)</talon>')
    h1 = cards_of(xml, r'<cards seat="1">([^<]*)</cards>')
    x = xml.replace(f'<talon>{" ".join(tal)}</talon>', f'<talon>{" ".join(tal[1:])}</talon>')
    yield x.replace(f'<cards seat="1">{" ".join(h1)}</cards>', f'<cards seat="1">{" ".join(h1 + tal[:1])}</cards>')


def tapp_card_replaced(card_of):
    def edit(xml):
        tal = cards_of(xml, r'<talon>([^<]*)</talon>')
        yield xml.replace(f'<talon>{" ".join(tal)}</talon>', f'<talon>{" ".join([card_of(xml)] + tal[1:])}</talon>')
    return edit


def drop_last_trick(xml):
    ms = list(re.finditer(r'\s*<trick [^>]*>[^<]*</trick>', xml))
    yield xml[:ms[-1].start()] + xml[ms[-1].end():]


def search_faulty(variant, n, name, want, edits, codes, comment, options=(), limit=600, folder=None):
    for seed in range(1, limit):
        xml = gen(variant, n, seed, options)
        if not want(xml):
            continue
        for cand in edits(xml):
            fs = findings(cand)
            if sorted(f["code"] for f in fs) == sorted(codes):
                write(f"{OUT}/{folder or variant}/{name}.xml", cand, fs, comment)
                return
    print("could not make", variant, name, file=sys.stderr)


def any_contract(xml):
    return True


def has_partner(xml):
    return "partner-card" in xml


def four_kings_discarded(xml):
    m = re.search(r'<discard>([^<]*)</discard>', xml)
    return bool(m) and all(k in m.group(1).split() for k in ("CK", "SK", "HK", "DK"))


def faulty_samples():
    N, S, M = is_contract("normal"), is_contract("solo"), is_contract("misere")
    F = [
        ("standard", 4, "faulty-revoke", any_contract, swaps_same_seat, ["play.must-follow-suit"],
         "a card of the led suit was held: Farbe bekennen"),
        ("standard", 5, "faulty-must-trump", any_contract, swaps_same_seat, ["play.must-trump"],
         "void in the led suit with a trump in hand: ansonsten muessen sie einen Trumpf spielen"),
        ("standard", 3, "faulty-card-not-held", any_contract, swaps_two_seats, ["play.card-not-held"] * 2,
         "two players' cards exchanged between their hands"),
        ("standard", 6, "faulty-wrong-leader", any_contract, wrong_leaders, ["play.wrong-leader"],
         "the winner of the trick leads the next"),
        ("standard", 4, "faulty-narr-played-after-withholding", narr_withheld, narr_kept, ["play.narr-kept"],
         "a withheld Narr must be kept to the last trick"),
        ("standard", 4, "faulty-bid-out-of-turn", N, swap_first_calls, ["auction.out-of-turn"] * 2,
         "forehand speaks first, then in playing order"),
        ("standard", 5, "faulty-second-normal", N, overcall, ["auction.illegal-overcall"],
         "after a normal game only a Solo may be called"),
        ("standard", 5, "faulty-call-after-solo", S, after_solo, ["auction.after-close"],
         "a Solo ends the bidding"),
        ("standard", 4, "faulty-misere-after-normal-bid", M, misere_to_normal, ["auction.wrong-contract"],
         "a normal bid stands: no Misere"),
        ("standard", 7, "faulty-forced-normal-wrong-seat", lambda x: N(x) and not has_partner(x), normal_to_pass,
         ["auction.wrong-declarer"], "7-8 players, all pass: the holder of the Narr (else the Bagatt) must play"),
        ("standard", 3, "faulty-bidding-incomplete", M, drop_last_call, ["auction.incomplete"],
         "every player speaks once"),
        ("standard", 8, "faulty-partner-xxi", has_partner, partner_t21, ["auction.illegal-partner-card"],
         "the partner is called with a trump other than XXI and the Narr"),
        ("standard", 7, "faulty-partner-card-mismatch", has_partner, partner_mismatch, ["auction.partner-card-mismatch"],
         "the contract repeats the called trump"),
        ("standard", 5, "faulty-partner-with-five", N, add_partner_call, ["auction.partner-not-allowed"],
         "only with seven or eight players"),
        ("standard", 4, "faulty-solo-exchange", S, add_exchange, ["exchange.not-allowed"],
         "the Solist may not improve his hand with the Tapp"),
        ("standard", 3, "faulty-discard-five-pointer", N, discard_five, ["exchange.forbidden-discard"],
         "no 5-point card may be laid away except the four kings together"),
        ("standard", 4, "faulty-discard-size", N, drop_discard, ["exchange.discard-size", "points.card-points"],
         "as many cards are laid away as the Tapp has; the missing card's points are missing too"),
        ("standard", 5, "faulty-card-points", N, points_plus_one, ["points.card-points"], "card points miscounted"),
        ("standard", 6, "faulty-payment", N, pay_changed, ["settlement.amount"], "a payment miscounted"),
        ("standard", 3, "faulty-bonus", M, add_bonus, ["bonus.unjustified"], "Troggu has no bonuses"),
        ("standard", 5, "faulty-tapp-size", M, tapp_card_to_seat1, ["deal.talon-size", "deal.hand-size"],
         "five players: Tapp 7, 11 cards each"),
        ("standard", 6, "faulty-duplicate-card", M,
         tapp_card_replaced(lambda x: cards_of(x, r'<cards seat="2">([^<]*)</cards>')[0]),
         ["deal.duplicate-card", "deal.missing-card"], "every card once"),
        ("standard", 3, "faulty-card-not-in-deck", M, tapp_card_replaced(lambda x: "S3"),
         ["deal.not-in-deck", "deal.missing-card"], "swords have no 3 in Troggu"),
        ("standard", 4, "faulty-play-incomplete", N, drop_last_trick, ["play.incomplete", "points.uncheckable"],
         "Troggu is played to the last trick"),
    ]
    for variant, n, name, want, edits, codes, comment in F:
        search_faulty(variant, n, name, want, edits, codes, comment)
    # Variant rules, made from standard hands.
    search_faulty("standard", 3, "faulty-four-kings-in-st-niklaus", lambda x: N(x) and four_kings_discarded(x),
                  to_variant("st-niklaus"), ["exchange.forbidden-discard"],
                  "St. Niklaus: Ablage von vier Koenigen ist nicht erlaubt", limit=4000, folder="st-niklaus")
    search_faulty("standard", 3, "faulty-visp-three-players", S,
                  to_variant("visp", '    <option name="base" value="5"/>\n'), ["session.player-count"],
                  "Visp: Erlaubt keine Drei-Spieler-Version", folder="visp")
    search_faulty("standard", 8, "faulty-st-niklaus-eight-players", lambda x: S(x),
                  to_variant("st-niklaus"), ["session.player-count"],
                  "St. Niklaus: Es ist keine Acht-Spieler-Version vorhanden", folder="st-niklaus")


def explain(xml):
    with open(TMP, "w") as f:
        f.write(xml)
    return subprocess.run([BIN, "validate", "--explain", "--no-source", TMP], capture_output=True, text=True).stdout


def without_rules(xml):
    return re.sub(r"  <rules>.*?</rules>\n", "", xml, flags=re.S)


def rescored(xml):
    """The record with each seat's points and payment as --explain computes them (a Misere)."""
    out = explain(xml)
    for s, v in re.findall(r"seat (\d) card points: (-?\d+)", out):
        xml = re.sub(rf'<points seat="{s}">-?\d+</points>', f'<points seat="{s}">{v}</points>', xml)
    for s, v in re.findall(r"seat (\d) settles: \+?(-?\d+)", out):
        xml = re.sub(rf'<pay seat="{s}" amount="-?\d+"/>', f'<pay seat="{s}" amount="{v}"/>', xml)
        xml = re.sub(rf'<total seat="{s}" value="-?\d+"/>', f'<total seat="{s}" value="{v}"/>', xml)
    return xml


def narr_owner_leads_last(xml):
    """The withheld Narr's owner won the trick before the last: he leads the last with the Narr."""
    ts = tricks(xml)
    return contract(xml)[0] != "misere" and narr_withheld(xml) and ts[-1][2][0] == "F"


def owner_passes_lead(xml):
    """The last trick written the old way: the next player leads, the Narr comes last."""
    n = players(xml)
    base = [(lead, list(cards)) for _, lead, cards in tricks(xml)]
    lead, cards = base[-1]
    base[-1] = (lead % n + 1, cards[1:] + cards[:1])
    yield set_tricks(xml, base)


def narr_without_exchange(xml):
    return narr_withheld(xml) and "has no won card to give" in explain(xml)


def rule_fix_samples():
    """Issue #16: the Narr's owner leads the last trick; the Narr goes to its owner even without a
    card to give; no withholding in a Misere (unless misere-withhold-narr=yes); settlement unit."""
    M = is_contract("misere")
    for variant in ("standard", "visp", "st-niklaus"):
        xml = find(variant, 6, M)
        assert findings(xml) == [], variant
        write(f"{OUT}/{variant}/valid-misere-6p.xml", xml)
    xml = find("standard", 4, narr_owner_leads_last, limit=4000)
    assert findings(xml) == []
    write(f"{OUT}/standard/valid-narr-owner-leads-last-4p.xml", xml)
    cand = next(owner_passes_lead(xml))
    fs = findings(cand)
    assert [f["code"] for f in fs] == ["play.wrong-leader"], fs
    write(f"{OUT}/standard/faulty-narr-owner-passes-lead.xml", cand, fs,
          "Wenn der Besitzer des Narren derjenige ist, der zum letzten Stich ausspielt, so wird der Narr gelegt")
    for n in (3, 4, 5):
        try:
            xml = find("standard", n, narr_without_exchange, limit=3000)
            break
        except SystemExit:
            xml = None
    if xml:
        assert findings(xml) == []
        write(f"{OUT}/standard/valid-narr-to-owner-without-exchange-{n}p.xml", xml)
    else:
        print("no hand where the Narr's owner has no card to give", file=sys.stderr)
    opts = ("misere-withhold-narr=yes",)

    def kept_back_once(x):  # one illegal card: the Narr is not asked for again before the last trick
        return M(x) and narr_withheld(x) and len(findings(rescored(without_rules(x)))) == 1
    xml = find("standard", 6, kept_back_once, opts, limit=4000)
    assert findings(xml) == []
    write(f"{OUT}/standard/valid-misere-narr-withheld-6p.xml", xml)
    cand = rescored(without_rules(xml))
    fs = findings(cand)
    assert len(fs) == 1 and fs[0]["code"] in ("play.must-follow-suit", "play.must-trump"), fs
    write(f"{OUT}/standard/faulty-misere-narr-withheld.xml", cand, fs,
          "the permission to keep the Narr back stands under Spielablauf des Normalspiels und Solos")
    search_faulty("standard", 4, "faulty-settlement-unit", is_contract("solo"),
                  lambda x: iter([x.replace('unit="rappen"', 'unit="cent"')]), ["settlement.unit"],
                  "Troggu is paid in Rappen")


def main():
    if sys.argv[1:] == ["rule-fixes"]:
        rule_fix_samples()
        return
    valid_samples()
    faulty_samples()
    rule_fix_samples()


if __name__ == "__main__":
    main()
