// Help for the human: the expert's choice on the human's own view, in the second person, with
// the hand card and the table cards a table highlights.

#include "strategies.hpp"

#include <algorithm>

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

} // namespace

Advice advise(const SeatView& view, std::uint64_t seed) {
    return advise_with(view, seed, SearchBudget{});
}

Advice advise_with(const SeatView& view, std::uint64_t seed, const SearchBudget& budget) {
    Advice advice;
    const auto routine = [&](Action action, std::string line) {
        advice.action = action;
        advice.record.action = action;
        advice.summary = line;
        advice.lines.push_back(std::move(line));
        return advice;
    };
    switch (view.phase) {
    case Phase::CoinToss:
        return routine(CallCoin{Coin::Heads},
                       "Call heads or tails: the winner of the toss plays first.");
    case Phase::RoundOver:
        return routine(NextRound{}, "Deal the next round: the last capturer plays first.");
    case Phase::GameOver:
        return routine(NextRound{}, "The game is over.");
    case Phase::Play:
        break;
    }
    return detail::advice_of(view, rank_moves(view, seed, budget));
}

Advice detail::advice_of(const SeatView& view, const Ranking& ranking) {
    Advice advice;
    if (ranking.moves.empty()) {
        advice.action = NextRound{};
        advice.record.action = advice.action;
        advice.summary = "Wait for your opponent to play.";
        advice.lines.push_back(advice.summary);
        return advice;
    }
    advice.record = record_of(ranking);
    advice.action = advice.record.action;
    advice.card = card_of(advice.action);
    advice.targets = targets_of(view, advice.action);
    if (advice.card) {
        advice.highlight.push_back(*advice.card);
    }
    advice.highlight.insert(advice.highlight.end(), advice.targets.begin(), advice.targets.end());
    advice.lines = detail::help_lines(view, advice.record);
    advice.summary = detail::help_summary(advice.record);
    return advice;
}

} // namespace parlor::casino
