// Every distinct legal move of a player: each capture choice, each build, each trail. A move is
// found from the player's hand, the table and the seat alone, so the state's legal_moves and a
// seat's view give the same list.

#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/rules.hpp"
#include "rules_detail.hpp"

#include <algorithm>

namespace parlor::casino {

namespace detail {

bool holds_another_worth(const std::vector<Card>& hand, Card played, int value) {
    bool passed = false; // the played card itself, once: a second copy of it counts
    for (const Card card : hand) {
        if (card == played && !passed) {
            passed = true;
        } else if (worth(card, value)) {
            return true;
        }
    }
    return false;
}

const TableBuild* abandoned_build(const std::vector<Card>& hand, const Table& table, Seat seat,
                                  Card played, BuildsTaken taken) {
    for (std::size_t i = 0; i < table.builds.size(); ++i) {
        const TableBuild& build = table.builds[i];
        if (build.owner != seat || ((taken >> i) & 1U) != 0) {
            continue;
        }
        if (worth(played, build.value()) && !holds_another_worth(hand, played, build.value())) {
            return &build;
        }
    }
    return nullptr;
}

namespace {

// True when an earlier card of `cards` is the same as cards[at] (its moves are already listed).
bool seen_before(const std::vector<Card>& cards, std::size_t at) {
    const auto end = cards.begin() + static_cast<long>(at);
    return std::find(cards.begin(), end, cards[at]) != end;
}

} // namespace

bool holds_copies(const std::vector<Card>& hand, const Table& table) {
    CardSet seen = 0;
    const auto twice = [&seen](Card card) {
        const bool again = (seen & card_bit(card)) != 0;
        seen |= card_bit(card);
        return again;
    };
    return std::any_of(hand.begin(), hand.end(), twice) ||
           std::any_of(table.loose.begin(), table.loose.end(), twice) ||
           std::any_of(table.builds.begin(), table.builds.end(), [&](const TableBuild& build) {
               const auto cards = build.cards();
               return std::any_of(cards.begin(), cards.end(), twice);
           });
}

bool rank_lies_loose(const Table& table, int rank) {
    return std::any_of(table.loose.begin(), table.loose.end(),
                       [rank](Card card) { return card.rank == rank; });
}

namespace {

// The builds a capture choice takes: by card sets when every card is there once (the common
// case, and fast), else copy by copy.
BuildsTaken builds_taken(const Table& table, const std::vector<Card>& taken, bool copies) {
    if (copies) {
        return split_capture(table, taken).builds;
    }
    const CardSet cards = set_of(taken);
    BuildsTaken builds = 0;
    for (std::size_t i = 0; i < table.builds.size() && i < 64; ++i) {
        if ((table.builds[i].set() & cards) != 0) {
            builds |= BuildsTaken{1} << i;
        }
    }
    return builds;
}

} // namespace

std::vector<Action> captures_and_builds(const std::vector<Card>& hand, const Table& table,
                                        Seat seat) {
    const bool copies = holds_copies(hand, table);
    std::vector<Action> moves;
    for (std::size_t h = 0; h < hand.size(); ++h) {
        const Card card = hand[h];
        if (seen_before(hand, h)) {
            continue; // a second copy of a card (a loaded file) makes the same moves
        }
        for (std::vector<Card>& taken : capture_choices(card, table)) {
            if (abandoned_build(hand, table, seat, card, builds_taken(table, taken, copies)) ==
                nullptr) {
                // Filled in place: GCC 12 at -O1 with the sanitizers warns (wrongly) that a
                // moved-in temporary's Build::value may be uninitialized, and Clang 14 cannot
                // build an aggregate from parentheses.
                auto& capture = std::get<Capture>(moves.emplace_back(std::in_place_type<Capture>));
                capture.card = card;
                capture.taken = std::move(taken);
            }
        }
        for (Build& build : builds_with(hand, table, seat, card)) {
            moves.push_back(std::move(build));
        }
    }
    return moves;
}

std::vector<Build> builds_with(const std::vector<Card>& hand, const Table& table, Seat seat,
                               Card card) {
    std::vector<Build> builds;
    const auto allowed = [&](int value) {
        return value <= highest_value && holds_another_worth(hand, card, value) &&
               abandoned_build(hand, table, seat, card, 0) == nullptr;
    };
    // A new build on loose cards, or a new part of the player's own build of that value (the
    // card alone may be that part).
    const auto& loose = table.loose;
    // Two copies of a card lying loose (a loaded file) give the same build twice: listed once.
    bool loose_twice = false;
    for (std::size_t i = 0; i < loose.size(); ++i) {
        loose_twice = loose_twice || seen_before(loose, i);
    }
    const auto choose = [&](auto&& self, std::size_t from, std::vector<Card>& chosen,
                            int value) -> void {
        if (allowed(value) && (!chosen.empty() || table.build_of(seat, value) != nullptr)) {
            std::vector<Card> sorted = chosen;
            std::sort(sorted.begin(), sorted.end());
            Build build{card, value, std::move(sorted), {}};
            if (!loose_twice || std::find(builds.begin(), builds.end(), build) == builds.end()) {
                builds.push_back(std::move(build));
            }
        }
        for (std::size_t i = from; i < loose.size(); ++i) {
            if (value + sum_value(loose[i]) <= highest_value) {
                chosen.push_back(loose[i]);
                self(self, i + 1, chosen, value + sum_value(loose[i]));
                chosen.pop_back();
            }
        }
    };
    std::vector<Card> chosen;
    choose(choose, 0, chosen, sum_value(card));
    // The opponent's single build, increased.
    for (const TableBuild& build : table.builds) {
        if (build.owner != seat && !build.multiple()) {
            const int value = build.value() + sum_value(card);
            if (allowed(value)) {
                std::vector<Card> onto = build.cards();
                std::sort(onto.begin(), onto.end());
                builds.push_back(Build{card, value, {}, std::move(onto)});
            }
        }
    }
    return builds;
}

bool may_trail(const std::vector<Card>& hand, const Table& table, Seat seat) {
    const bool rank_matches = std::any_of(
        hand.begin(), hand.end(), [&](Card card) { return rank_lies_loose(table, card.rank); });
    if (!table.owns_build(seat) && !rank_matches) {
        return true;
    }
    // A player who can neither capture nor build may always trail (an owner left without a
    // card of its build's value by a loaded file must still move).
    return captures_and_builds(hand, table, seat).empty();
}

} // namespace detail

std::vector<Action> moves_for(const std::vector<Card>& hand, const Table& table, Seat seat) {
    std::vector<Action> moves = detail::captures_and_builds(hand, table, seat);
    if (detail::may_trail(hand, table, seat)) {
        for (std::size_t h = 0; h < hand.size(); ++h) {
            if (!detail::seen_before(hand, h)) {
                moves.emplace_back(Trail{hand[h]});
            }
        }
    }
    return moves;
}

std::vector<Action> legal_moves(const GameState& state) {
    switch (state.phase) {
    case Phase::CoinToss:
        return {CallCoin{Coin::Heads}, CallCoin{Coin::Tails}};
    case Phase::Play:
        return moves_for(state.player(state.turn).hand, state.table, state.turn);
    case Phase::RoundOver:
        return {NextRound{}};
    case Phase::GameOver:
        break;
    }
    return {};
}

std::vector<Action> legal_moves(const SeatView& view) {
    if (view.turn != view.seat) {
        return {};
    }
    switch (view.phase) {
    case Phase::CoinToss:
        return {CallCoin{Coin::Heads}, CallCoin{Coin::Tails}};
    case Phase::Play:
        return moves_for(view.hand, view.table, view.seat);
    case Phase::RoundOver:
        return {NextRound{}};
    case Phase::GameOver:
        break;
    }
    return {};
}

} // namespace parlor::casino
