// Pairs the places of two records of one session, element by element.
#pragma once
#include <type_traits>
#include <vector>

#include "formats/record.h"

namespace stichprobe::edit {
namespace detail {

template <class Pair>
class PlacePairs {
 public:
  explicit PlacePairs(Pair& pair) : pair_(pair) {}
  void session(record::Session& model, const record::Session& source) {
    take(model.pos, source.pos);
    if (model.meta && source.meta) take(model.meta->pos, source.meta->pos);
    take(model.rules_pos, source.rules_pos);
    each(model.rules, source.rules, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    take(model.players_pos, source.players_pos);
    each(model.players, source.players, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.hands, source.hands, [&](auto& a, const auto& b) { hand(a, b); });
  }

 private:
  void take(Pos& model, Pos source) { pair_(model, source); }
  template <class T, class F>
  void each(std::vector<T>& model, const std::vector<T>& source, F&& f) {
    for (std::size_t i = 0; i < model.size() && i < source.size(); ++i) f(model[i], source[i]);
  }
  void cards(record::CardList& model, const record::CardList& source) {
    take(model.pos, source.pos);
    for (std::size_t i = 0; i < model.token_pos.size() && i < source.token_pos.size(); ++i)
      take(model.token_pos[i], source.token_pos[i]);
  }
  template <class T>
  void cards(std::optional<T>& model, const std::optional<T>& source) {
    if (model && source) cards(*model, *source);
  }
  void deal(record::Deal& model, const record::Deal& source) {
    take(model.pos, source.pos);
    for (auto& a : model.hands)
      for (const auto& b : source.hands)
        if (a.seat == b.seat) {
          cards(a.cards, b.cards);
          break;
        }
    if (!model.talon || !source.talon) return;
    take(model.talon->pos, source.talon->pos);
    cards(model.talon->cards, source.talon->cards);
    each(model.talon->packets, source.talon->packets, [&](auto& a, const auto& b) { cards(a, b); });
  }
  void hand(record::Hand& model, const record::Hand& source) {
    take(model.pos, source.pos);
    if (model.deal && source.deal) deal(*model.deal, *source.deal);
    if (model.auction && source.auction) {
      take(model.auction->pos, source.auction->pos);
      each(model.auction->calls, source.auction->calls, [&](auto& a, const auto& b) {
        take(a.pos, b.pos);
        take(a.card_pos, b.card_pos);
      });
    }
    if (model.contract && source.contract) take(model.contract->pos, source.contract->pos);
    each(model.exchanges, source.exchanges, [&](auto& a, const auto& b) {
      take(a.pos, b.pos);
      cards(a.take, b.take);
      cards(a.discard, b.discard);
    });
    each(model.swaps, source.swaps, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.announcements, source.announcements, [&](auto& a, const auto& b) {
      take(a.pos, b.pos);
      cards(a.cards, b.cards);
    });
    if (model.play && source.play) {
      take(model.play->pos, source.play->pos);
      each(model.play->tricks, source.play->tricks, [&](auto& a, const auto& b) {
        take(a.pos, b.pos);
        cards(a.cards, b.cards);
      });
    }
    each(model.rulings, source.rulings, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    if (model.result && source.result) result(*model.result, *source.result);
    if (model.outcome && source.outcome) take(model.outcome->pos, source.outcome->pos);
  }
  void result(record::Result& model, const record::Result& source) {
    take(model.pos, source.pos);
    each(model.points, source.points, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    each(model.bonuses, source.bonuses, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    if (model.settlement && source.settlement) {
      take(model.settlement->pos, source.settlement->pos);
      each(model.settlement->pays, source.settlement->pays, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    }
    if (model.totals && source.totals) {
      take(model.totals->pos, source.totals->pos);
      each(model.totals->totals, source.totals->totals, [&](auto& a, const auto& b) { take(a.pos, b.pos); });
    }
  }

  Pair& pair_;
};

}  // namespace detail

// Walks `model` and `other`, two records of the same session element by element (and card
// by card), and calls pair(model's Pos&, other's Pos) for each: the model's place and the
// same element's place in the other. `record` takes a transcript's places this way onto the
// model entered from it; the editor finds where each element stands in the file Save writes.
// The model holds the elements in the record's order, the dealt cards in seat order.
template <class Pair>
void pair_places(record::Session& model, const record::Session& other, Pair&& pair) {
  detail::PlacePairs<std::remove_reference_t<Pair>>(pair).session(model, other);
}

}  // namespace stichprobe::edit
