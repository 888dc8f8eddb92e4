// Why a move is refused, in a sentence for the player.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/why_refused.hpp"
#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/rules.hpp"
#include "rules_detail.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>

namespace parlor::casino {

namespace {

using detail::abandoned_build;
using detail::holds_another_worth;

// What each phase waits for: why an action that belongs to another is refused in it.
constexpr cards::PhaseWords<Phase> waiting_for[] = {
    {Phase::CoinToss, "First call the coin toss."},
    {Phase::Play, "The round is on: capture, build or trail."},
    {Phase::RoundOver, "The round is over; deal the next one."},
    {Phase::GameOver, "The game is over."},
};

std::string wrong_phase(Phase phase) {
    return cards::words_of(phase, waiting_for);
}

bool distinct(const std::vector<Card>& cards) {
    return set_of(cards) != 0 &&
           static_cast<std::size_t>(std::popcount(set_of(cards))) == cards.size();
}

std::string duty_problem(const TableBuild& build) {
    return "You own the build " + build_text(build) + " of " + std::to_string(build.value()) +
           ": keep a card worth " + std::to_string(build.value()) + " to take it.";
}

std::string capture_problem(const std::vector<Card>& hand, const Table& table, Seat seat,
                            const Capture& capture) {
    const Card card = capture.card;
    const int value = capture_value(card);
    if (capture.taken.empty()) {
        return "A capture takes at least one card from the table.";
    }
    if (!distinct(capture.taken)) {
        return "A capture names each table card once.";
    }
    const CardSet taken = set_of(capture.taken);
    std::vector<Card> sets;    // loose cards taken by sum
    std::vector<Card> by_rank; // loose cards taken by rank
    for (const Card t : capture.taken) {
        if (table.holds_loose(t)) {
            (t.rank != card.rank ? sets : by_rank).push_back(t);
            continue;
        }
        const TableBuild* build = table.build_with(t);
        if (build == nullptr) {
            return "The " + cards::pretty(t) + " is not on the table.";
        }
        if ((build->set() & taken) != build->set()) {
            return "A build is taken whole: " + build_text(*build) + ".";
        }
        if (build->value() != value) {
            return "The build " + build_text(*build) + " is worth " +
                   std::to_string(build->value()) + ", not " + std::to_string(value) + ".";
        }
    }
    for (const Card loose : table.loose) {
        if (loose.rank == card.rank && !(taken & card_bit(loose))) {
            return "A capture with the " + cards::pretty(card) + " takes every loose " +
                   cards::rank_name(card.rank) + ": the " + cards::pretty(loose) + " too.";
        }
    }
    // A loose ace taken by a played ace may also count 1 in a set of 14 (docs/casino.md: "Ace can
    // be both 1 and 14, including in the same action").
    const std::vector<Card> may_join = card.rank == cards::ace ? by_rank : std::vector<Card>{};
    if (!sets.empty() && !splits_into_sets(sets, value, may_join)) {
        return "The " + pretty_cards(sets) + " do not make sets worth " + std::to_string(value) +
               ".";
    }
    if (const TableBuild* build =
            abandoned_build(hand, table, seat, card, split_capture(table, capture.taken).builds)) {
        return duty_problem(*build);
    }
    return {};
}

// Where a card lies twice in the hand and on the table (a loaded file's second copy), the card
// sets above cannot tell the copies apart: a move is legal exactly when the list of legal moves
// holds it (the same cards, copy for copy), and the sentences above only explain a refusal.
std::string capture_problem_copies(const std::vector<Card>& hand, const Table& table, Seat seat,
                                   const Capture& capture) {
    std::vector<Card> named = capture.taken;
    std::sort(named.begin(), named.end());
    const auto choices = capture_choices(capture.card, table);
    if (std::binary_search(choices.begin(), choices.end(), named)) {
        if (const TableBuild* build = abandoned_build(hand, table, seat, capture.card,
                                                      split_capture(table, named).builds)) {
            return duty_problem(*build);
        }
        return {};
    }
    const std::string problem = capture_problem(hand, table, seat, capture);
    return problem.empty() ? "The " + cards::pretty(capture.card) + " cannot take " +
                                 pretty_cards(capture.taken) + "."
                           : problem;
}

std::string build_problem(const std::vector<Card>& hand, const Table& table, Seat seat,
                          const Build& build) {
    const Card card = build.card;
    if (!distinct(build.loose) && !build.loose.empty()) {
        return "A build names each table card once.";
    }
    for (const Card loose : build.loose) {
        if (!table.holds_loose(loose)) {
            return "The " + cards::pretty(loose) + " is not a loose card on the table.";
        }
    }
    int value = 0;
    if (!build.onto.empty()) {
        const TableBuild* target = table.build_with(build.onto.front());
        if (target == nullptr || target->set() != set_of(build.onto) ||
            target->size() != static_cast<int>(build.onto.size())) {
            return "There is no build of " + cards::pretty_cards(build.onto) + " on the table.";
        }
        if (target->owner == seat) {
            return "You cannot increase your own build.";
        }
        if (target->multiple()) {
            return "A multiple build cannot be increased.";
        }
        if (!build.loose.empty()) {
            return "A build is increased by the played card alone.";
        }
        value = target->value() + sum_value(card);
    } else {
        value = sum_value(card) + sum_of(build.loose);
        if (build.loose.empty() && table.build_of(seat, value) == nullptr) {
            return "A build is made on at least one loose card.";
        }
    }
    if (value != build.value) {
        return "Those cards make " + std::to_string(value) + ", not " +
               std::to_string(build.value) + ".";
    }
    if (value > highest_value) {
        return "A build is worth 14 at most; this would be " + std::to_string(value) + ".";
    }
    if (!holds_another_worth(hand, card, value)) {
        return "To build " + std::to_string(value) + " you must hold another card worth " +
               std::to_string(value) + " to take it.";
    }
    if (const TableBuild* owned = abandoned_build(hand, table, seat, card, 0)) {
        return duty_problem(*owned);
    }
    return {};
}

// As capture_problem_copies, for a build.
std::string build_problem_copies(const std::vector<Card>& hand, const Table& table, Seat seat,
                                 const Build& build) {
    Build named = build;
    std::sort(named.loose.begin(), named.loose.end());
    std::sort(named.onto.begin(), named.onto.end());
    for (const Build& legal : detail::builds_with(hand, table, seat, build.card)) {
        if (legal == named) {
            return {};
        }
    }
    const std::string problem = build_problem(hand, table, seat, build);
    return problem.empty() ? "The " + cards::pretty(build.card) + " cannot build that." : problem;
}

std::string trail_problem(const std::vector<Card>& hand, const Table& table, Seat seat) {
    if (detail::may_trail(hand, table, seat)) {
        return {};
    }
    if (table.owns_build(seat)) {
        return "You own a build, so you cannot trail: take it, or play another move.";
    }
    for (const Card mine : hand) {
        for (const Card loose : table.loose) {
            if (mine.rank == loose.rank) {
                return "You cannot trail while your " + cards::pretty(mine) + " matches the " +
                       cards::pretty(loose) + " on the table.";
            }
        }
    }
    return "You cannot trail now.";
}

} // namespace

std::string why_not(const std::vector<Card>& hand, const Table& table, Seat seat,
                    const Action& action) {
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallCoin> || std::is_same_v<T, NextRound>) {
                return wrong_phase(Phase::Play);
            } else {
                if (!cards::holds(hand, act.card)) {
                    return "The " + cards::pretty(act.card) + " is not in your hand.";
                }
                const bool copies = detail::holds_copies(hand, table);
                if constexpr (std::is_same_v<T, Capture>) {
                    return copies ? capture_problem_copies(hand, table, seat, act)
                                  : capture_problem(hand, table, seat, act);
                } else if constexpr (std::is_same_v<T, Build>) {
                    return copies ? build_problem_copies(hand, table, seat, act)
                                  : build_problem(hand, table, seat, act);
                } else {
                    return trail_problem(hand, table, seat);
                }
            }
        },
        action);
}

std::string why_illegal(const GameState& state, const Action& action) {
    const bool coin = std::holds_alternative<CallCoin>(action);
    const bool next = std::holds_alternative<NextRound>(action);
    if (coin) {
        return state.phase == Phase::CoinToss ? std::string{} : wrong_phase(state.phase);
    }
    if (next) {
        return state.phase == Phase::RoundOver ? std::string{} : wrong_phase(state.phase);
    }
    if (state.phase != Phase::Play) {
        return wrong_phase(state.phase);
    }
    return why_not(state.player(state.turn).hand, state.table, state.turn, action);
}

} // namespace parlor::casino
