// After the deal: the calls as buttons of the legal calls, the exchange and a Rufer's
// swap by clicking cards between hand and talon, announcements, every card by clicking it
// in the hand of the seat to play, the result; and at an earlier moment of the hand, the
// call or card made there changed (everything after it is re-checked by the engine).
#include <algorithm>

#include "replayer/model/call_words.h"
#include "replayer/model/table_editor.h"
#include "validator/edit/choices.h"
#include "validator/edit/offers.h"

namespace stichprobe::replay {

namespace {

void toggle(std::vector<Card>& cards, Card c) {
  if (const auto it = std::find(cards.begin(), cards.end(), c); it != cards.end())
    cards.erase(it);
  else
    cards.push_back(c);
}

bool has(const std::vector<Card>& cards, Card c) { return std::find(cards.begin(), cards.end(), c) != cards.end(); }

std::string codes(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_code(c);
  return out;
}

std::optional<record::CardList> list_of(const std::vector<Card>& cards) {
  if (cards.empty()) return std::nullopt;
  record::CardList l;
  l.cards = cards;
  l.token_pos.assign(cards.size(), Pos{});
  return l;
}

}  // namespace

// The seat that plays against the rest as the engine's table has it (the record need not
// write a contract: the engine takes it from the auction).
int TableEditor::declarer() const {
  const engine::HandReport* r = view_.hand_report();
  if (r && r->declarer > 0) return r->declarer;
  const auto* steps = view_.steps();
  if (!steps || steps->empty()) return 0;
  const auto& seats = steps->back().state.seats;
  for (std::size_t i = 0; i < seats.size(); ++i)
    for (const auto& role : seats[i].roles)
      if (role == "declarer" || role == "tappist" || role == "solist") return static_cast<int>(i) + 1;
  return 0;
}

void TableEditor::start_draft(Draft::Kind kind, int seat) {
  draft_ = Draft{};
  draft_.kind = kind;
  draft_.seat = seat;
}

// ---- the offers ----

void TableEditor::call_offers(std::vector<Offer>& out) const {
  const std::string& game = session().session().game;
  for (const auto& c : calls_) {
    Offer o = make_offer(Offer::Kind::Call, who(c.seat) + ":", call_words(game, c, model_.names(), lang()));
    o.seat = c.seat;
    o.call = c;
    if (c.card) {
      // One button for a bid that names a card: the card is clicked on the table.
      const bool listed = std::any_of(out.begin(), out.end(), [&](const Offer& x) {
        return x.kind == Offer::Kind::CallCard && x.seat == c.seat && x.call.bid == c.bid;
      });
      if (listed) continue;
      o.kind = Offer::Kind::CallCard;
      o.call.card.reset();
      o.label = bid_words(game, c.bid, lang()) + " ...";
      o.active = draft_.kind == Draft::Kind::CallCard && draft_.call.seat == c.seat && draft_.call.bid == c.bid;
    }
    out.push_back(o);
  }
  if (draft_.kind == Draft::Kind::CallCard)
    out.push_back(
        make_offer(Offer::Kind::ClearDraft, say("Called card:", "Gerufene Karte:"), say("Cancel", "Abbrechen")));
}

// "Record: Otto takes packet 1, lays away HK H9", and starting again.
void TableEditor::draft_offers(std::vector<Offer>& out, const std::string& group, const std::string& what,
                               bool ready) const {
  Offer record =
      make_offer(Offer::Kind::RecordDraft, group, say("Record: ", "Eintragen: ") + who(draft_.seat) + what, ready);
  record.enabled = ready;
  out.push_back(record);
  out.push_back(make_offer(
      Offer::Kind::ClearDraft, group,
      draft_.kind == Draft::Kind::Exchange ? say("Start again", "Neu anfangen") : say("Cancel", "Abbrechen")));
}

void TableEditor::exchange_offers(std::vector<Offer>& out) const {
  const std::string group = say("Exchange:", "Tausch:");
  if (draft_.kind == Draft::Kind::Exchange) {
    const bool de = lang() == Lang::De;
    std::string what;
    if (draft_.packet) what += (de ? " nimmt Päckchen " : " takes packet ") + std::to_string(*draft_.packet);
    if (!draft_.take.empty() && !draft_.packet) what += (de ? " nimmt " : " takes ") + codes(draft_.take);
    if (!draft_.discard.empty()) what += (de ? ", legt ab " : ", lays away ") + codes(draft_.discard);
    draft_offers(out, group, what, !draft_.take.empty() || !draft_.discard.empty() || draft_.packet.has_value());
  }
  out.push_back(make_offer(Offer::Kind::SkipExchange, group,
                           say("Not in the source: go on without it", "Nicht in der Quelle: ohne weiter")));
}

void TableEditor::announce_offers(std::vector<Offer>& out) const {
  const std::string& game = session().session().game;
  const record::Hand* h = session().hand();
  // Before the first card only (the announcements of the games are made before play).
  if (!h || (h->play && !h->play->tricks.empty()) || draft_.kind == Draft::Kind::Swap) return;
  const std::string group = say("Announce:", "Ansagen:");
  if (draft_.kind == Draft::Kind::Announce) {
    draft_offers(out, group, " " + announcement_words(game, draft_.type, lang()) + " " + codes(draft_.cards), true);
    return;
  }
  for (const auto& kind : announcement_kinds(game)) {
    std::vector<int> seats;
    if (kind.any_seat) {
      for (int s = 1; s <= session().seat_count(); ++s) seats.push_back(s);
    } else if (declarer() > 0) {
      seats.push_back(declarer());
    }
    for (int seat : seats) {
      const bool made =
          std::any_of(h->announcements.begin(), h->announcements.end(),
                      [&](const record::Announcement& a) { return a.seat == seat && a.type == kind.type; });
      if (made) continue;
      Offer o = make_offer(Offer::Kind::Announce, group,
                           (seats.size() > 1 ? model_.player_name(seat) + ": " : std::string()) +
                               (lang() == Lang::De ? kind.de : kind.en) + (kind.takes_cards ? " ..." : ""));
      o.seat = seat;
      o.type = kind.type;
      out.push_back(o);
    }
  }
}

void TableEditor::play_offers(std::vector<Offer>& out) const {
  const record::Hand* h = session().hand();
  const bool first_card = !h || !h->play || h->play->tricks.empty();
  const std::string group = say("Hand:", "Spiel:");
  if (draft_.kind == Draft::Kind::Swap) {
    const bool de = lang() == Lang::De;
    draft_offers(out, say("Swap:", "Tausch:"),
                 (de ? " bekommt " : " gets ") + (draft_.gets ? card_code(*draft_.gets) : "?") +
                     (de ? ", gibt " : ", gives ") + (draft_.gives ? card_code(*draft_.gives) : "?"),
                 draft_.gets && draft_.gives);
  } else if (first_card && game_swaps(session().session().game) && declarer() > 0) {
    Offer o = make_offer(Offer::Kind::Swap, group,
                         who(declarer()) + say(" swaps a card (Rufer) ...", " tauscht eine Karte (Rufer) ..."));
    o.seat = declarer();
    out.push_back(o);
  }
  out.push_back(make_offer(
      Offer::Kind::EndEarly, group,
      say("The rest conceded or claimed: the play ends here", "Rest geschenkt oder angesagt: Spiel endet hier")));
  out.push_back(make_offer(Offer::Kind::ChangeDeal, group, say("Change the deal", "Geben ändern")));
}

void TableEditor::result_offers(std::vector<Offer>& out) const {
  const std::string group = say("Result:", "Ergebnis:");
  out.push_back(make_offer(Offer::Kind::EngineResult, group,
                           say("Result and settlement from the engine", "Ergebnis und Abrechnung von der Engine")));
  const record::Hand* h = session().hand();
  const std::vector<int> winners = session().trick_winners();
  bool differs = false;
  for (std::size_t t = 0; h && h->play && t < winners.size() && t < h->play->tricks.size(); ++t)
    differs = differs || (winners[t] != 0 && h->play->tricks[t].winner != winners[t]);
  if (differs)
    out.push_back(
        make_offer(Offer::Kind::Winners, group,
                   say("Write each trick's winner (the engine's)", "Stichgewinner eintragen (von der Engine)")));
  for (const char* type : {"played", "thrown-in", "redeal"}) {
    const std::string t = type;
    Offer o = make_offer(Offer::Kind::Outcome, say("Outcome:", "Ausgang:"),
                         t == "played"      ? say("played", "gespielt")
                         : t == "thrown-in" ? say("thrown in", "eingeworfen")
                                            : say("redealt", "neu gegeben"),
                         h && h->outcome && h->outcome->type == t);
    o.type = t;
    out.push_back(o);
  }
  if (h && h->play && h->play->ended)
    out.push_back(make_offer(
        Offer::Kind::EndEarly, group,
        say("The play ended early (click: it did not)", "Spiel vorzeitig beendet (Klick: doch nicht)"), true));
  out.push_back(make_offer(Offer::Kind::NextHand, say("Then:", "Dann:"), say("Next hand", "Nächstes Spiel")));
}

std::optional<Offer> TableEditor::element_of(const engine::Step& step) const {
  const record::Hand* h = view_.hand_record();  // the canonical hand: the steps' places
  if (!h) return std::nullopt;
  Offer o;
  o.kind = Offer::Kind::Remove;
  if (step.kind == engine::StepKind::Call && h->auction) {
    for (std::size_t i = 0; i < h->auction->calls.size(); ++i)
      if (h->auction->calls[i].pos == step.pos) {
        o.part = edit::Part::Call;
        o.index = i;
        return o;
      }
  }
  if (step.kind == engine::StepKind::Play && h->play) {
    for (std::size_t t = 0; t < h->play->tricks.size(); ++t) {
      const auto& pos = h->play->tricks[t].cards.token_pos;
      for (std::size_t p = 0; p < pos.size(); ++p)
        if (pos[p] == step.pos) {
          o.part = edit::Part::Card;
          o.index = t;
          o.place = p;
          return o;
        }
    }
  }
  auto find = [&](const auto& list, edit::Part part) -> std::optional<Offer> {
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].pos == step.pos) {
        o.part = part;
        o.index = i;
        return o;
      }
    return std::nullopt;
  };
  if (step.kind == engine::StepKind::Exchange) return find(h->exchanges, edit::Part::Exchange);
  if (step.kind == engine::StepKind::Swap) return find(h->swaps, edit::Part::Swap);
  if (step.kind == engine::StepKind::Announcement) return find(h->announcements, edit::Part::Announcement);
  return std::nullopt;
}

// The calls the engine allows at the moment of an earlier call: the auction up to it,
// tried as at the end (a called card is changed by removing the call and calling anew).
void TableEditor::refresh_revise() {
  revise_calls_.clear();
  if (stage() != EntryStage::Revise) return;
  const engine::Step* n = next_step();
  const std::optional<Offer> element = n ? element_of(*n) : std::nullopt;
  if (!element || element->part != edit::Part::Call) return;
  record::Session s = session().session();
  s.hands[session().current_hand()].auction->calls.resize(element->index);
  for (const auto& c : edit::legal_calls(edit::next_turn(s, session().current_hand())))
    if (!c.card) revise_calls_.push_back(c);
}

void TableEditor::revise_offers(std::vector<Offer>& out) const {
  const engine::Step* n = next_step();
  const std::optional<Offer> element = n ? element_of(*n) : std::nullopt;
  const std::string group = say("Here:", "Hier:");
  if (element && element->part == edit::Part::Call)
    for (const auto& c : revise_calls_) {
      Offer o = make_offer(Offer::Kind::Call, who(c.seat) + ":",
                           call_words(session().session().game, c, model_.names(), lang()));
      o.call = c;
      o.at = element->index;
      out.push_back(o);
    }
  if (element) {
    Offer remove = *element;
    remove.group = group;
    remove.label = say("Remove this step from the record", "Diesen Schritt aus dem Protokoll streichen");
    out.push_back(remove);
  }
  const engine::Step* cur = view_.current_step();
  if (cur && cur->kind == engine::StepKind::Deal)
    out.push_back(make_offer(Offer::Kind::ChangeDeal, group, say("Change the deal", "Geben ändern")));
  out.push_back(make_offer(Offer::Kind::ToEnd, group, say("Back to the end", "Zurück zum Ende")));
}

// ---- choosing ----

void TableEditor::choose(const Offer& o) {
  if (!active() || pending_) return;
  switch (o.kind) {
    case Offer::Kind::Call:
      if (o.at) {
        replace_next(edit::MakeCall{o.call, o.at}, call_words(session().session().game, o.call, model_.names(), lang()),
                     true);
      } else {
        draft_ = Draft{};
        apply(edit::MakeCall{o.call, std::nullopt},
              who(o.call.seat) + ": " + call_words(session().session().game, o.call, model_.names(), lang()));
      }
      return;
    case Offer::Kind::CallCard:
      start_draft(Draft::Kind::CallCard, o.seat);
      draft_.call = o.call;
      return;
    case Offer::Kind::Target:
      target_ = target_ == o.target ? std::nullopt : std::optional<DealTarget>(o.target);
      return;
    case Offer::Kind::FillRest: fill(o.target, false); return;
    case Offer::Kind::FillUnknown: fill(o.target, true); return;
    case Offer::Kind::LeaveDeal:
      deal_released_ = deal_released_ || entry_ == EntryStage::Deal;
      deal_reopened_ = false;
      follow_ = true;
      target_.reset();
      selected_.reset();
      sync();
      return;
    case Offer::Kind::ChangeDeal:
      deal_reopened_ = true;
      draft_ = Draft{};
      target_.reset();
      selected_.reset();
      return;
    case Offer::Kind::ExchangeSeat: start_draft(Draft::Kind::Exchange, o.seat); return;
    case Offer::Kind::SkipExchange:
      exchange_skipped_ = true;
      draft_ = Draft{};
      sync();
      return;
    case Offer::Kind::RecordDraft:
      if (o.enabled) record_draft();
      return;
    case Offer::Kind::ClearDraft:
      if (draft_.kind == Draft::Kind::Exchange)
        start_draft(Draft::Kind::Exchange, draft_.seat);
      else
        draft_ = Draft{};
      return;
    case Offer::Kind::Swap: start_draft(Draft::Kind::Swap, o.seat); return;
    case Offer::Kind::Announce: {
      const auto& kinds = announcement_kinds(session().session().game);
      const auto kind = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.type == o.type; });
      if (kind != kinds.end() && kind->takes_cards) {
        start_draft(Draft::Kind::Announce, o.seat);
        draft_.type = o.type;
        return;
      }
      record::Announcement a;
      a.seat = o.seat;
      a.type = o.type;
      propose(edit::Announce{a, std::nullopt},
              who(o.seat) + " " + announcement_words(session().session().game, a.type, lang()));
      return;
    }
    case Offer::Kind::EndEarly:
      apply(edit::EndEarly{!o.active}, o.active ? say("the play goes on", "das Spiel geht weiter")
                                                : say("the play ends early", "das Spiel endet vorzeitig"));
      return;
    case Offer::Kind::Winners:
      model_.winners_from_engine();
      sync();
      return;
    case Offer::Kind::EngineResult:
      apply(edit::TakeResult{}, say("result from the engine", "Ergebnis von der Engine"));
      return;
    case Offer::Kind::Outcome: apply(edit::SetOutcome{o.type}, say("outcome ", "Ausgang ") + o.type); return;
    case Offer::Kind::NextHand: next_hand(); return;
    case Offer::Kind::Remove: apply(edit::Remove{o.part, o.index, o.place}, say("removed", "gestrichen")); return;
    case Offer::Kind::ToEnd:
      follow_ = true;
      deal_reopened_ = false;
      draft_ = Draft{};
      sync();
      return;
  }
}

void TableEditor::record_draft() {
  const Draft d = draft_;
  switch (d.kind) {
    case Draft::Kind::Exchange: {
      record::Exchange x;
      x.seat = d.seat;
      x.packet = d.packet;
      x.take = d.packet ? std::nullopt : list_of(d.take);
      x.discard = list_of(d.discard);
      // A talon taken whole may be written without its cards, as the generators write it:
      // whichever the engine accepts.
      const TableView before = view_.table();
      std::size_t talon = 0;
      for (const auto& p : before.talon) talon += p.size();
      if (x.take && d.take.size() == talon) {
        record::Exchange whole = x;
        whole.take.reset();
        const Findings with = edit::added_faults(session().session(), session().current_hand(), edit::Exchange{x, {}},
                                                 session().trick_size(), session().findings());
        if (!with.empty()) x = whole;
      }
      propose(edit::Exchange{x, std::nullopt}, who(d.seat) + say(" exchanges", " tauscht"));
      break;
    }
    case Draft::Kind::Swap: {
      if (!d.gets || !d.gives) return;
      record::Swap s;
      s.seat = d.seat;
      s.with_talon = d.from == 0;
      if (d.from > 0) s.with_seat = d.from;
      s.gets = d.gets;
      s.gives = d.gives;
      propose(edit::Swap{s, std::nullopt}, who(d.seat) + say(" swaps", " tauscht"));
      break;
    }
    case Draft::Kind::Announce: {
      record::Announcement a;
      a.seat = d.seat;
      a.type = d.type;
      a.cards = list_of(d.cards);
      propose(edit::Announce{a, std::nullopt},
              who(d.seat) + " " + announcement_words(session().session().game, d.type, lang()));
      break;
    }
    default: return;
  }
  if (!pending_) draft_ = Draft{};
}

// ---- clicks ----

// The talon's cards taken stay framed in the talon (the table keeps its room); a card laid
// away, from the hand or from those taken, goes to the discards, and back with a second click.
void TableEditor::click_exchange(const TableHit& h) {
  switch (h.kind) {
    case TableHit::Kind::Talon: {
      if (!h.card) return;
      const TableView v = view_.table();
      if (v.talon.size() > 1) {  // packets: one is taken whole
        const int k = h.packet;
        if (draft_.packet == k) {
          toggle(draft_.discard, *h.card);
        } else if (k >= 1 && static_cast<std::size_t>(k) <= v.talon.size()) {
          draft_.packet = k;
          draft_.take.clear();
          draft_.discard.clear();
          for (const auto& c : v.talon[static_cast<std::size_t>(k - 1)]) draft_.take.push_back(c.card);
        }
        return;
      }
      if (has(draft_.take, *h.card))
        toggle(draft_.discard, *h.card);
      else
        draft_.take.push_back(*h.card);
      return;
    }
    case TableHit::Kind::Hand:
      if (h.card && h.seat == draft_.seat) toggle(draft_.discard, *h.card);
      return;
    case TableHit::Kind::Discards:
      if (h.card && has(draft_.discard, *h.card)) toggle(draft_.discard, *h.card);
      return;
    case TableHit::Kind::Plate:
      if (h.seat != draft_.seat) start_draft(Draft::Kind::Exchange, h.seat);
      return;
    case TableHit::Kind::Trick: click_trick(h); return;
    default: return;
  }
}

void TableEditor::click_swap(const TableHit& h) {
  if (!h.card) return;
  if (h.kind == TableHit::Kind::Hand && h.seat == draft_.seat) {
    draft_.gives = draft_.gives == h.card ? std::nullopt : h.card;
  } else if (h.kind == TableHit::Kind::Hand || h.kind == TableHit::Kind::Talon) {
    draft_.gets = h.card;
    draft_.from = h.kind == TableHit::Kind::Talon ? 0 : h.seat;
  }
}

void TableEditor::click_announce(const TableHit& h) {
  if (h.kind == TableHit::Kind::Hand && h.card && h.seat == draft_.seat) toggle(draft_.cards, *h.card);
}

void TableEditor::click_call_card(const TableHit& h) {
  if (h.card && !h.card->is_unknown()) call_with_card(*h.card);
}

void TableEditor::call_with_card(Card c) {
  record::Call call = draft_.call;
  call.card = c;
  const std::string what = who(call.seat) + ": " + call_words(session().session().game, call, model_.names(), lang());
  if (edit::contains_call(calls_, call)) {
    draft_ = Draft{};
    apply(edit::MakeCall{call, std::nullopt}, what);
    return;
  }
  pending_ =
      PendingEntry{edit::MakeCall{call, std::nullopt},
                   what + say("? not among the calls the engine allows here - record it as it happened?",
                              "? nicht unter den erlaubten Geboten - so eintragen, wie es in der Quelle steht?")};
}

// A card on the felt clicked: the moment before it was played, where it may be changed.
void TableEditor::click_trick(const TableHit& h) {
  const auto* steps = view_.steps();
  if (!steps || !h.card) return;
  for (int i = view_.step(); i >= 0; --i) {
    const engine::Step& s = (*steps)[static_cast<std::size_t>(i)];
    if (s.kind == engine::StepKind::Play && s.card == h.card && s.seat == h.seat) {
      view_.apply(Command{CommandKind::GoToStep, i - 1, {}});
      follow_ = false;
      draft_ = Draft{};
      refresh_revise();
      return;
    }
  }
}

// The call or card of the next step replaced; the cursor moves onto it.
void TableEditor::replace_next(const edit::Action& a, const std::string& what, bool legal) {
  if (!legal) {
    pending_ = PendingEntry{a, what + say("? not among the legal cards here - record it as it happened?",
                                          "? nicht unter den erlaubten Karten - so eintragen, wie gespielt?")};
    return;
  }
  model_.apply(a, true, what);
  sync();
  step_onto_change();
}

// After a change at an earlier moment: the cursor onto it, the entry followed again at the end.
void TableEditor::step_onto_change() {
  view_.apply(Command{CommandKind::StepForward, 0, {}});
  follow_ = view_.step() >= entry_step();
  refresh_revise();
}

void TableEditor::click_play(const TableHit& h) {
  if (h.kind == TableHit::Kind::Trick) {
    click_trick(h);
    return;
  }
  if (h.kind != TableHit::Kind::Hand || !h.card) return;
  const int seat = seat_to_play();
  const bool de = lang() == Lang::De;
  if (seat == 0) return;
  if (h.seat != seat) {
    model_.set_status(who(seat) + (de ? " ist dran, nicht " : " is to play, not ") + who(h.seat));
    return;
  }
  const Card c = *h.card;
  const std::string what = who(seat) + (de ? " spielt " : " plays ") + card_code(c);
  if (stage() == EntryStage::Revise) {
    const engine::Step* n = next_step();
    const std::optional<Offer> place = n ? element_of(*n) : std::nullopt;
    if (!place || place->part != edit::Part::Card) return;
    replace_next(edit::PlayCard{c, edit::CardPlace{place->index, place->place}, std::nullopt}, what,
                 legal_to_play().contains(c));
    return;
  }
  const edit::Applied a = model_.apply(edit::PlayCard{c, std::nullopt, std::nullopt}, false, what);
  if (a.applied) {
    sync();
    return;
  }
  const std::string why = a.faults.empty() ? say("not among the legal cards", "nicht unter den erlaubten Karten")
                                           : message_in(a.faults.front(), lang());
  pending_ = PendingEntry{edit::PlayCard{c, std::nullopt, std::nullopt},
                          what + "? " + why + say(" - record it as it happened?", " - so eintragen, wie gespielt?")};
}

// ---- the draft on the table ----

void TableEditor::apply_draft(TableView& v) const {
  const auto seat_of = [&](int seat) -> SeatView* {
    for (auto& s : v.seats)
      if (s.seat == seat) return &s;
    return nullptr;
  };
  if (draft_.kind == Draft::Kind::Exchange) {
    SeatView* s = seat_of(draft_.seat);
    if (!s) return;
    s->to_move = true;
    // Taken cards stay framed in the talon; the cards laid away leave hand or talon.
    auto laid = [&](const CardView& c) { return has(draft_.discard, c.card); };
    for (auto& packet : v.talon) {
      packet.erase(std::remove_if(packet.begin(), packet.end(), laid), packet.end());
      for (auto& c : packet) c.selected = has(draft_.take, c.card);
    }
    s->hand.erase(std::remove_if(s->hand.begin(), s->hand.end(), laid), s->hand.end());
    for (Card c : draft_.discard) {
      CardView cv;
      cv.card = c;
      cv.selected = true;
      v.discards.push_back(cv);
    }
    if (!draft_.discard.empty()) v.discard_seat = draft_.seat;
  } else if (draft_.kind == Draft::Kind::Swap || draft_.kind == Draft::Kind::Announce) {
    for (auto& s : v.seats)
      for (auto& c : s.hand)
        c.selected = (draft_.gets == c.card && s.seat == draft_.from) ||
                     (s.seat == draft_.seat && (draft_.gives == c.card || has(draft_.cards, c.card)));
    for (auto& packet : v.talon)
      for (auto& c : packet) c.selected = draft_.from == 0 && draft_.gets == c.card;
    if (SeatView* s = seat_of(draft_.seat)) s->to_move = true;
  }
}

}  // namespace stichprobe::replay
