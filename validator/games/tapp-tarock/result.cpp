// Compares what the table recorded (points, bonuses, settlement) with what the
// rules compute, and lays out the derivation for --explain and the replayer.
#include "validator/core/packets.h"
#include "validator/engine/settlement_text.h"
#include "validator/engine/trick_play.h"
#include "validator/games/tapp-tarock/analysis.h"

namespace stichprobe::games::tapp_tarock {
namespace {
std::string signed_text(const Rational& r) { return (r > Rational(0) ? "+" : "") + r.to_string(); }

// The score with its items' labels and reasons: computed again, only when a finding
// or the derivation shows them (the same input gives the same items in the same order).
class DescribedScore {
 public:
  DescribedScore(const HandRun& run, const Score& score) : run_(run), score_(score) {}
  const Score& get() {
    if (score_.described) return score_;
    if (!full_) full_ = compute_score(run_.score_in, run_.rules, true);
    return *full_;
  }

 private:
  const HandRun& run_;
  const Score& score_;
  std::optional<Score> full_;
};

// What one seat gets from one item (+ receives).
Rational share(const ScoreItem& item, int seat, int declarer) {
  const Rational each = item.declarer_side ? item.amount : -item.amount;
  return seat == declarer ? each * Rational(kSeats - 1) : -each;
}

Message itemise(const Score& score, int seat, int declarer) {
  Message out{"", ""};
  for (const ScoreItem& item : score.items) {
    const std::string amount = " " + signed_text(share(item, seat, declarer));
    out.en += (out.en.empty() ? "" : ", ") + item.label.en + amount;
    out.de += (out.de.empty() ? "" : ", ") + item.label.de + amount;
  }
  return out;
}

void check_points(HandRun& run, const record::Result& result, const Score& score) {
  for (const record::Points& p : result.points) {
    bool declarer_side = p.side ? *p.side == "declarer" : p.seat && *p.seat == run.declarer;
    if (p.side && *p.side != "declarer" && *p.side != "defenders") {
      run.rep.error("points.unknown-side", "scoring", {p.pos, 0, 0},
                    {"points side must be declarer or defenders, the record has " + *p.side,
                     "points side muss declarer oder defenders sein, aufgeschrieben ist " + *p.side},
                    kCardPoints);
      continue;
    }
    if (run.ended_early) {
      run.rep.info("points.unverifiable", "scoring", {p.pos, 0, 0},
                   {"play ended early: the card points cannot be recounted",
                    "das Spiel endete vorzeitig: die Augen lassen sich nicht nachzählen"},
                   kCardPoints);
      continue;
    }
    const Rational computed = declarer_side ? score.declarer_points : score.defender_points;
    if (p.value != computed)
      run.rep.error(
          "points.card-points", "scoring", {p.pos, 0, p.seat.value_or(0)},
          {std::string(declarer_side ? "the declarer's" : "the defenders'") + " card points are " +
               computed.to_string() + " (tricks and " + (declarer_side ? "discards" : "talon") +
               ", counted in threes less 2), the record has " + p.value.to_string(),
           std::string(declarer_side ? "die Augen des Alleinspielers" : "die Augen der Gegenspieler") + " sind " +
               computed.to_string() + " (Stiche und " + (declarer_side ? "abgelegte Karten" : "Talon") +
               ", in Dreiergruppen gezählt, je 2 abgezogen), aufgeschrieben ist " + p.value.to_string()},
          kCardPoints);
  }
}

void check_bonuses(HandRun& run, const record::Result& result, const Score& score, DescribedScore& described) {
  std::vector<char> matched(score.items.size(), 0);
  const bool explain = run.opts.derivation;  // only then are the recorded bonuses kept
  if (explain) run.bonus_recorded.assign(score.items.size(), std::nullopt);
  for (const record::Bonus& b : result.bonuses) {
    std::optional<bool> declarer_side;
    if (b.side) declarer_side = *b.side == "declarer";
    if (b.seat) declarer_side = *b.seat == run.declarer;
    int found = -1;
    for (std::size_t i = 0; i < score.items.size(); ++i) {
      const ScoreItem& item = score.items[i];
      if (matched[i] || item.type != b.type || item.type == "game") continue;
      if (declarer_side && *declarer_side != item.declarer_side) continue;
      if (b.seat && item.seat != 0 && *b.seat != item.seat) continue;
      found = static_cast<int>(i);
      break;
    }
    const int seat = b.seat.value_or(0);
    if (explain && found < 0) run.bonus_unearned.push_back(&b);
    if (explain && found >= 0) run.bonus_recorded[static_cast<std::size_t>(found)] = b.amount;
    if (found < 0) {
      run.rep.error("bonus.unjustified", "scoring", {b.pos, 0, seat},
                    {"the record claims " + b.type + (b.seat ? " for " + engine::seat_name(*b.seat) : "") +
                         ", which was not earned",
                     "aufgeschrieben ist die Prämie " + b.type +
                         (b.seat ? " für " + engine::seat_name_de(*b.seat) : "") + ", sie ist aber nicht verdient"},
                    kValues);
      continue;
    }
    const ScoreItem& item = score.items[static_cast<std::size_t>(found)];
    matched[static_cast<std::size_t>(found)] = 1;
    if (b.amount != Rational(item.amount)) {
      const ScoreItem& shown = described.get().items[static_cast<std::size_t>(found)];
      run.rep.error(
          "bonus.amount", "scoring", {b.pos, 0, seat},
          {shown.label.en + " is worth " + std::to_string(item.amount) + ", the record has " + b.amount.to_string(),
           shown.label.de + " ist " + std::to_string(item.amount) + " wert, aufgeschrieben ist " +
               b.amount.to_string()},
          kValues);
    }
  }
  for (std::size_t i = 0; i < score.items.size(); ++i) {
    if (matched[i] || score.items[i].type == "game") continue;
    const ScoreItem& item = described.get().items[i];
    run.rep.warning(
        "bonus.missing", "scoring", {result.pos, 0, item.seat},
        {item.label.en + " (" + std::to_string(item.amount) + ", " + item.why.en + ") is not recorded",
         item.label.de + " (" + std::to_string(item.amount) + ", " + item.why.de + ") ist nicht aufgeschrieben"},
        kValues);
  }
}

void check_settlement(HandRun& run, const record::Settlement& st, const Score& score, DescribedScore& described) {
  std::array<Rational, kSeats + 1> recorded{};         // index = seat
  std::array<std::optional<Pos>, kSeats + 1> where{};  // the seat's first pay
  for (const record::Pay& p : st.pays) {
    if (p.seat < 1 || p.seat > kSeats) {
      run.rep.error("settlement.amount", "scoring", {p.pos, 0, p.seat},
                    {"there is no seat " + std::to_string(p.seat) + " at a table of three",
                     "am Dreiertisch gibt es keinen Sitz " + std::to_string(p.seat)},
                    kValues);
      continue;
    }
    const auto si = static_cast<std::size_t>(p.seat);
    recorded[si] += p.amount;
    if (!where[si]) where[si] = p.pos;
  }
  for (int seat = 1; seat <= kSeats; ++seat) {
    const Rational computed = score.payments.at(seat);
    const auto si = static_cast<std::size_t>(seat);
    const Rational rec = recorded[si];
    if (rec == computed) continue;
    const Message items = itemise(described.get(), seat, run.declarer);
    run.rep.error("settlement.amount", "scoring", {where[si].value_or(st.pos), 0, seat},
                  engine::settlement_mismatch(
                      seat, computed, rec, {},
                      {std::string(seat == run.declarer ? "declarer" : "defender") + ": " + items.en,
                       std::string(seat == run.declarer ? "Alleinspieler" : "Gegenspieler") + ": " + items.de}),
                  kValues);
  }
}

void derive(HandRun& run, const Score& score, const record::Result* result) {
  auto recorded_points = [&](bool declarer_side) -> std::optional<std::string> {
    if (!result) return std::nullopt;
    for (const auto& p : result->points)
      if ((p.side && (*p.side == "declarer") == declarer_side) ||
          (p.seat && (*p.seat == run.declarer) == declarer_side))
        return p.value.to_string();
    return std::nullopt;
  };
  auto packets = [](const std::vector<Card>& cards) {
    std::string out;
    for (const auto& p : core::count_in_packets(cards, card_value, core::kThreesMinusTwo).packets)
      out += (out.empty() ? "" : " | ") + cards_to_string(p.cards) + " = " + p.value.to_string();
    return out;
  };
  auto& d = run.derivation;
  const auto& in = run.score_in;
  d.push_back({{"declarer card points", "Augen des Alleinspielers"},
               engine::same_in_both(score.declarer_points.to_string()),
               recorded_points(true),
               false,
               {"tricks and discards in threes, 2 deducted per packet: " + packets(in.declarer_cards),
                "Stiche und abgelegte Karten in Dreiergruppen, je Gruppe 2 abgezogen: " + packets(in.declarer_cards)}});
  d.push_back({{"defenders card points", "Augen der Gegenspieler"},
               engine::same_in_both(score.defender_points.to_string()),
               recorded_points(false),
               false,
               {"tricks and the talon left to them: " + packets(in.defender_cards),
                "Stiche und der ihnen verbliebene Talon: " + packets(in.defender_cards)}});
  d.push_back({{"threshold", "Schwelle"},
               engine::same_in_both("35 2/3"),
               std::nullopt,
               false,
               {std::string("the declarer ") + (score.declarer_won ? "wins" : "loses") +
                    " (\"must score at least 35 2/3 = 36 points\")",
                std::string("der Alleinspieler ") + (score.declarer_won ? "gewinnt" : "verliert") +
                    " (er braucht mindestens 35 2/3 = 36 Augen)"}});
  for (std::size_t i = 0; i < score.items.size(); ++i) {
    const ScoreItem& item = score.items[i];
    const std::string amount = std::string(item.declarer_side ? "+" : "-") + std::to_string(item.amount);
    // A bonus beside the one recorded (or "none"); the game value has no line of its own in <result>.
    std::optional<std::string> rec;
    if (result && item.type != "game")
      rec = i < run.bonus_recorded.size() && run.bonus_recorded[i] ? run.bonus_recorded[i]->to_string() : "none";
    d.push_back({item.label,
                 {amount + " per defender", amount + " je Gegenspieler"},
                 rec,
                 rec && *rec != std::to_string(item.amount),
                 item.why});
  }
  for (const record::Bonus* b : run.bonus_unearned)
    d.push_back({{"recorded bonus " + b->type, "aufgeschriebene Prämie " + b->type},
                 {"not earned", "nicht verdient"},
                 b->amount.to_string(),
                 true,
                 {}});
  std::map<int, Rational> rec;
  const bool has_settlement = result && result->settlement;
  if (has_settlement)
    for (const auto& p : result->settlement->pays) rec[p.seat] += p.amount;
  for (int seat = 1; seat <= kSeats; ++seat) {
    const Rational c = score.payments.at(seat);
    std::optional<std::string> r;
    if (has_settlement) r = signed_text(rec.count(seat) ? rec[seat] : Rational(0));
    d.push_back({{engine::seat_name(seat), engine::seat_name_de(seat)},
                 engine::same_in_both(signed_text(c)),
                 r,
                 r && *r != signed_text(c),
                 itemise(score, seat, run.declarer)});
  }
  for (auto& line : d)
    if (line.recorded && line.item.en.find("card points") != std::string::npos)
      line.mismatch = *line.recorded != line.computed.en;
}
}  // namespace

void check_result(HandRun& run, engine::HandAnalysis& out) {
  if (!run.contract || !run.hand.play || (!run.play_complete && !run.ended_early)) return;
  Score score = compute_score(run.score_in, run.rules, run.opts.derivation);
  DescribedScore described(run, score);
  const record::Result* result = run.hand.result ? &*run.hand.result : nullptr;
  if (result) {
    check_points(run, *result, score);
    check_bonuses(run, *result, score, described);
    if (result->settlement) check_settlement(run, *result->settlement, score, described);
  }
  if (run.opts.derivation) derive(run, score, result);
  out.payments = std::move(score.payments);  // nothing below reads them
  if (!run.tl.enabled()) return;
  run.tl.state().phase = "scoring";
  const std::string declarer_points = score.declarer_points.to_string();
  const std::string defender_points = score.defender_points.to_string();
  run.tl.push(engine::StepKind::Score,
              {"declarer " + declarer_points + " : defenders " + defender_points +
                   (score.declarer_won ? ", declarer wins" : ", declarer loses"),
               "Alleinspieler " + declarer_points + " : Gegenspieler " + defender_points +
                   (score.declarer_won ? ", der Alleinspieler gewinnt" : ", der Alleinspieler verliert")},
              result ? result->pos : run.hand.pos, run.declarer);
}

}  // namespace stichprobe::games::tapp_tarock
