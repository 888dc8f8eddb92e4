// Help for the human: the expert's choice on the human's own view, in the second person, with
// the hand card and the table cards a table highlights.

#include "strategies.hpp"

#include <algorithm>
#include <cstdio>

namespace parlor::casino {

namespace {

std::vector<Card> targets_of(const SeatView& view, const Action& action) {
    if (const auto* capture = std::get_if<Capture>(&action)) {
        return capture->taken;
    }
    if (const auto* build = std::get_if<Build>(&action)) {
        std::vector<Card> targets = build->loose;
        targets.insert(targets.end(), build->onto.begin(), build->onto.end());
        if (build->onto.empty()) {
            // A new part of the player's own build: that build lights up too.
            if (const TableBuild* own = view.table.build_of(view.seat, build->value)) {
                const auto cards = own->cards();
                targets.insert(targets.end(), cards.begin(), cards.end());
            }
        }
        std::sort(targets.begin(), targets.end());
        return targets;
    }
    return {};
}

std::optional<Card> card_of(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::optional<Card> {
            if constexpr (requires { act.card; }) {
                return act.card;
            } else {
                return std::nullopt;
            }
        },
        action);
}

} // namespace

Advice advise(const SeatView& view, std::uint64_t seed) {
    using detail::Voice;
    Advice advice;
    switch (view.phase) {
    case Phase::CoinToss:
        advice.action = CallCoin{Coin::Heads};
        advice.lines.push_back("Call heads or tails: the winner of the toss plays first.");
        return advice;
    case Phase::RoundOver:
        advice.action = NextRound{};
        advice.lines.push_back("Deal the next round: the last capturer plays first.");
        return advice;
    case Phase::GameOver:
        advice.action = NextRound{};
        advice.lines.push_back("The game is over.");
        return advice;
    case Phase::Play:
        break;
    }
    const Ranking ranking = rank_moves(view, seed);
    if (ranking.moves.empty()) {
        advice.action = NextRound{};
        advice.lines.push_back("Wait for the computer to play.");
        return advice;
    }
    advice.action = ranking.moves.front().action;
    advice.card = card_of(advice.action);
    advice.targets = targets_of(view, advice.action);
    advice.lines.push_back(detail::move_sentence(view, advice.action, Voice::Help));
    if (ranking.moves.size() > 1) {
        advice.lines.push_back(detail::search_sentence(ranking, Voice::Help));
    }
    for (std::size_t i = 2; i < std::min<std::size_t>(4, ranking.moves.size()); ++i) {
        const double behind = ranking.moves.front().value - ranking.moves[i].value;
        char margin[32];
        std::snprintf(margin, sizeof margin, "%.1f", behind);
        advice.lines.push_back("Also: " + describe(ranking.moves[i].action) + " (" + margin +
                               " points behind).");
    }
    return advice;
}

} // namespace parlor::casino
